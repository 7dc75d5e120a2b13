// Escape closes the topmost dialog from the moment it is on the page.
//
// Headless UI's Dialog listens for Escape in a passive effect of the dialog it renders into a portal,
// a render or more after the one that opened it, and only once focus has moved inside. An Escape in
// between (pressed at once after Enter on the opener, or on a busy machine in the frames before the
// dialog's effects run) reached no listener, and the dialog then opened and stayed open. This listener
// is added in a layout effect of the same commit that opens the dialog (or, for a dialog whose code is
// still loading, that asks for it: loadOnOpen.tsx). Only the topmost layer acts; an Escape something
// inside the dialog already handled (a list closing, Headless UI's own close) is left alone.
import { useLayoutEffect, useRef } from "react";

const layers: symbol[] = [];

/** While `active`, Escape anywhere on the page calls `onClose` when this is the topmost open layer. */
export function useEscapeCloses(active: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  useLayoutEffect(() => {
    if (!active) return;
    const me = Symbol("dialog");
    layers.push(me);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || e.isComposing || layers.at(-1) !== me) return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      layers.splice(layers.indexOf(me), 1);
    };
  }, [active]);
}
