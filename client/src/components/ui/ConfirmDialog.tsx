// A confirmation (role="alertdialog"): a title, the question, Cancel (focused first) and a danger
// button. While `pending` both buttons are disabled, the danger button shows a spinner, and the dialog
// refuses to close; `error` shows above the question. useConfirmMutation wires a mutation to it.
import { useRef, type ReactNode } from "react";
import { dialogSaved } from "./dialogReturn.ts";
import { FormAlert } from "./FormAlert.tsx";
import { Modal, ModalBody, ModalFooter } from "./Modal.tsx";
import { Spinner } from "./Spinner.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The question, and anything to choose with it. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  cancelLabel?: string;
  pending?: boolean;
  pendingLabel?: string;
  error?: string | null;
  /** The confirm button stays disabled (nothing to confirm yet). */
  confirmDisabled?: boolean;
  /** The body's spacing class (default space-y-3). */
  bodyClassName?: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, children, confirmLabel, onConfirm, cancelLabel = "Cancel", pending = false, pendingLabel = "Deleting...", error } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!pending) props.onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title} role="alertdialog" initialFocus={cancelRef} description={description}>
      <ModalBody className={props.bodyClassName ?? "space-y-3"}>
        <FormAlert message={error} />
        {children}
      </ModalBody>
      <ModalFooter>
        <button ref={cancelRef} type="button" className="btn-secondary" onClick={close} disabled={pending}>
          {cancelLabel}
        </button>
        <button type="button" className="btn-danger" disabled={pending || props.confirmDisabled} onClick={onConfirm}>
          {pending ? <Spinner size="sm" label={pendingLabel} /> : confirmLabel}
        </button>
      </ModalFooter>
    </Modal>
  );
}

interface ConfirmMutation<V> {
  isPending: boolean;
  isError: boolean;
  reset: () => void;
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
}

/**
 * A mutation behind a ConfirmDialog: `close` clears a failure and closes (not while it runs), `run(v)`
 * mutates and closes when it is done; `pending` and `failed` are the mutation's. `said(v)` is the
 * sentence a screen reader hears once it is done (dialogReturn.ts).
 */
export function useConfirmMutation<V>(mutation: ConfirmMutation<V>, onClose: () => void, said?: (variables: V) => string) {
  const done = () => {
    mutation.reset();
    onClose();
  };
  return {
    pending: mutation.isPending,
    failed: mutation.isError,
    close: () => {
      if (!mutation.isPending) done();
    },
    run: (variables: V) =>
      mutation.mutate(variables, {
        onSuccess: () => {
          if (said) dialogSaved({ say: said(variables) });
          done();
        },
      }),
  };
}
