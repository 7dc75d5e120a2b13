// A dialog fetched the first time it opens: its form and schemas stay out of the page's own code.
// Once opened it stays mounted, so it can animate out and open again at once. While its code loads,
// Escape already cancels the opening (escapeLayer.ts), as it would close the dialog once shown.
import { lazy, Suspense, useState, type ComponentType } from "react";
import { useEscapeCloses } from "./escapeLayer.ts";

function CancelOnEscape({ onClose }: { onClose: () => void }) {
  useEscapeCloses(true, onClose);
  return null;
}

export function loadOnOpen<P extends { open: boolean; onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((c) => ({ default: c })));
  return function LoadOnOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={props.open ? <CancelOnEscape onClose={props.onClose} /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
