// What a page's items and clicks tell the dialogs (dialogReturn.ts) before any dialog's code has loaded:
// the `data-dialog-item` marks of the items a dialog may change, and the control last clicked. Kept
// apart from dialogReturn so a list's first load carries only these few lines.

/** The value of `data-dialog-item` for a thing of a kind ('game', 'review', 'entry'…). */
export function itemKey(kind: string, id: string) {
  return `${kind}:${id}`;
}

/** Props that mark an element as the focus target of an item, for dialogSaved({ item }). */
export function dialogItem(kind: string, id: string) {
  return { "data-dialog-item": itemKey(kind, id) };
}

/**
 * The control last clicked: a click does not focus a button in every browser (Safari), and a dialog
 * opened by one still knows its opener.
 */
let clicked: Element | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "click",
    (e) => {
      clicked = e.target instanceof Element ? (e.target.closest("button, a[href], [tabindex]") ?? e.target) : null;
    },
    true,
  );
}

/** The control last clicked, for a dialog whose opener does not have focus. */
export function lastClicked(): Element | null {
  return clicked;
}
