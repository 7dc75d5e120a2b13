// The dialog shell: Headless UI Dialog (focus trap, Escape and outside click close, scroll lock),
// a title bar with a close button, a scrolling body and a footer. "sheet" dialogs fill a phone's
// screen and become a centred panel from the sm breakpoint; "center" dialogs are small everywhere.
// Closing puts focus back where it belongs and says what a save did (dialogReturn.ts); Escape closes
// it from the moment it opens (escapeLayer.ts).
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { dialogOpened, returnFocusAfterDialog } from "./dialogReturn.ts";
import { useEscapeCloses } from "./escapeLayer.ts";
import { CloseIcon } from "./Icons.tsx";
import { Spinner } from "./Spinner.tsx";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  layout?: "sheet" | "center";
  /** Tailwind max-width class of the panel from sm up. */
  width?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}

/**
 * Remembers what had focus as the dialog opened (before Headless UI moves it inside) and, once it has
 * closed, hands focus back through returnFocusAfterDialog. The closing effect runs after Headless UI's
 * own (a child's effects run first), so it has the last word.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open && !wasOpen.current) {
      opener.current = dialogOpened();
    }
  }, [open]);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (closed) return returnFocusAfterDialog(opener.current);
  }, [open]);
  // Taken off the page while open (a confirmation whose page goes with what it confirmed: a blocked
  // player's profile), it still says what it did and hands focus on. Checked a microtask later, so
  // React's development double mount (unmounted and mounted again at once) is no close.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current && wasOpen.current && typeof document !== "undefined") returnFocusAfterDialog(opener.current);
      });
    };
  }, []);
}

export function Modal({ open, onClose, title, description, layout = "center", width = "sm:max-w-lg", initialFocus, role, children }: ModalProps) {
  const sheet = layout === "sheet";
  useFocusReturn(open);
  useEscapeCloses(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50" initialFocus={initialFocus} role={role}>
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/70 transition-opacity duration-150 data-[closed]:opacity-0" />
      <div className={`fixed inset-0 flex w-screen justify-center ${sheet ? "sm:items-center sm:p-4" : "items-center p-4"}`}>
        <DialogPanel
          transition
          className={`flex w-full flex-col bg-white shadow-xl transition duration-150 data-[closed]:scale-95 data-[closed]:opacity-0 dark:bg-slate-800 ${
            sheet ? "h-full sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl" : "max-h-[calc(100dvh-2rem)] rounded-xl"
          } ${width} sm:border sm:border-slate-200 dark:sm:border-slate-700`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4 dark:border-slate-700">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold text-slate-900 sm:text-xl dark:text-white">{title}</DialogTitle>
              {description ? <Description className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{description}</Description> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-1 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The scrolling middle of a dialog. */
export function ModalBody({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 ${className}`}>{children}</div>;
}

/** The button row at the bottom of a dialog (stays visible while the body scrolls). */
export function ModalFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">{children}</div>;
}

/**
 * The footer of a form dialog: Cancel, and the form's submit button (with a spinner while it saves).
 * Without `submitLabel` only Cancel is shown (a form that cannot be submitted yet).
 */
export function FormFooter({
  onCancel,
  submitLabel,
  submitting = false,
  disabled = false,
}: {
  onCancel: () => void;
  submitLabel?: string;
  submitting?: boolean;
  disabled?: boolean;
}) {
  return (
    <ModalFooter>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      {submitLabel ? (
        <button type="submit" className="btn-primary" disabled={submitting || disabled}>
          {submitting ? <Spinner size="sm" /> : null}
          {submitLabel}
        </button>
      ) : null}
    </ModalFooter>
  );
}
