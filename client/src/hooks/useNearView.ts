import { useEffect, useRef } from "react";

/** Whether this browser can tell when an element nears the viewport (jsdom and old browsers cannot). */
export const canWatchView = (): boolean => typeof IntersectionObserver !== "undefined";

/**
 * A ref for a marker element: `onNear` runs whenever the marker comes within `margin` of the viewport
 * while `active`, and once more each time `again` changes with the marker still near (a list that grew
 * by less than the margin). Never runs where the browser cannot tell (`canWatchView`).
 */
export function useNearView<T extends Element = HTMLDivElement>(onNear: () => void, active: boolean, margin: string, again?: unknown) {
  const ref = useRef<T>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || !canWatchView()) return;
    const io = new IntersectionObserver(
      (seen) => {
        if (seen.some((s) => s.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [active, margin, again]);
  return ref;
}
