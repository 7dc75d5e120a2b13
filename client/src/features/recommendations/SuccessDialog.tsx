// After a recommendation is added: 'Success! Game added to your backlog', with 'Continue Browsing'
// (stay) and 'View Backlog' (My Games at /dashboard, on its Backlog tab).
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { RECOMMENDATION_TEXTS as T } from "@savepoint/common";
import { CheckIcon } from "../../components/ui/IconsMore.tsx";
import { Modal, ModalBody, ModalFooter } from "../../components/ui/Modal.tsx";

export function SuccessDialog({ title, open, onClose }: { title: string; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={T.successTitle} initialFocus={stay}>
      <ModalBody>
        <p className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
          <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
            <CheckIcon className="h-5 w-5" />
          </span>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <strong className="font-semibold text-slate-900 dark:text-white">{title}</strong> is in your backlog. It will not be recommended again.
          </span>
        </p>
      </ModalBody>
      <ModalFooter>
        <button ref={stay} type="button" className="btn-secondary" onClick={onClose}>
          {T.continueBrowsing}
        </button>
        <button type="button" className="btn-primary" onClick={() => void navigate("/dashboard?tab=backlog")}>
          {T.viewBacklog}
        </button>
      </ModalFooter>
    </Modal>
  );
}
