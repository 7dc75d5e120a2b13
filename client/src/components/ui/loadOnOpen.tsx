// A dialog fetched the first time it opens: its form and schemas stay out of the page's own code.
// Once opened it stays mounted, so it can animate out and open again at once.
import { lazy, Suspense, useState, type ComponentType } from "react";

export function loadOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((c) => ({ default: c })));
  return function LoadOnOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
