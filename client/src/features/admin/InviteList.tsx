// The invite links: each with its note, status (active, used — by whom —, expired, revoked), when it
// was made and when it expires; an active one can be revoked.
import { useState } from "react";
import type { InviteDto, InviteStatus } from "@savepoint/common";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
import { errorText } from "./api.ts";
import { formatDateTime } from "./format.ts";
import { useRevokeInvite } from "./mutations.ts";

const STATUS: Record<InviteStatus, { label: string; cls: string }> = {
  active: { label: "Active", cls: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" },
  used: { label: "Used", cls: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100" },
  expired: { label: "Expired", cls: "bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
  revoked: { label: "Revoked", cls: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100" },
};

const inviteName = (i: InviteDto) => i.note ?? `Invite of ${formatDateTime(i.createdAt)}`;

export function InviteList({ invites }: { invites: InviteDto[] }) {
  const [revoking, setRevoking] = useState<InviteDto | null>(null);
  const revoke = useRevokeInvite();
  const confirm = useConfirmMutation(
    revoke,
    () => setRevoking(null),
    () => "The invite link was revoked.",
  );
  if (invites.length === 0) return <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">No invite links yet.</p>;
  return (
    <>
      <ul aria-label="Invite links" className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {invites.map((i) => (
          <li key={i.id} aria-label={inviteName(i)} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words text-slate-900 dark:text-white">{inviteName(i)}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[i.status].cls}`}>{STATUS[i.status].label}</span>
              </div>
              <p className="text-slate-600 dark:text-slate-300">
                {i.usedBy ? `Used by @${i.usedBy}` : i.status === "revoked" ? "Revoked" : `Expires ${formatDateTime(i.expiresAt)}`}
                {i.createdBy ? ` · created by @${i.createdBy}` : ""}
              </p>
            </div>
            {i.status === "active" ? (
              <button type="button" className="btn-secondary shrink-0 self-start px-3 py-1.5 text-sm sm:self-center" onClick={() => setRevoking(i)}>
                Revoke
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onClose={confirm.close}
        title="Revoke this invite link?"
        confirmLabel="Revoke link"
        pending={confirm.pending}
        pendingLabel="Revoking..."
        error={revoke.isError ? errorText(revoke.error, "Failed to revoke the invite") : null}
        onConfirm={() => revoking && confirm.run(revoking.id)}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">Nobody will be able to sign up with “{revoking ? inviteName(revoking) : ""}” any more.</p>
      </ConfirmDialog>
    </>
  );
}
