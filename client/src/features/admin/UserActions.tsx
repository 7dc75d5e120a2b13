// A user's actions on the dashboard, each behind a confirmation that shows the server's refusal
// (the last admin stays an admin): make or revoke admin, sign out everywhere, and delete, which asks
// for the username to be typed.
import { useState } from "react";
import { ADMIN_TEXTS, type AdminUserDto } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
import { dialogSaved } from "../../components/ui/dialogReturn.ts";
import { TextField } from "../../components/ui/Field.tsx";
import { errorText } from "./api.ts";
import { useDeleteUser, useSetAdmin, useSignOutUser } from "./mutations.ts";

type Open = "admin" | "signOut" | "delete" | null;

export function UserActions({ user, isMe }: { user: AdminUserDto; isMe: boolean }) {
  const { user: me, accountSaved } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  const [typed, setTyped] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    setTyped("");
  };
  const grant = !user.isAdmin;
  const who = `@${user.username}`;
  const setAdmin = useSetAdmin();
  const signOut = useSignOutUser();
  const remove = useDeleteUser();
  const admin = useConfirmMutation(setAdmin, close);
  const out = useConfirmMutation(signOut, close);
  const del = useConfirmMutation(remove, close, () => `${who} was deleted.`);

  const confirmAdmin = () =>
    setAdmin.mutate(
      { id: user.id, isAdmin: grant },
      {
        onSuccess: () => {
          dialogSaved({ say: grant ? `${who} is now an admin.` : `${who} is no longer an admin.` });
          close();
          setAdmin.reset();
          // Revoking my own rights: the header and this page follow at once.
          if (isMe && me) accountSaved({ ...me, isAdmin: false });
        },
      },
    );
  const confirmSignOut = () =>
    signOut.mutate(user.id, {
      onSuccess: (r) => {
        close();
        signOut.reset();
        setDone(
          `${who} was signed out of ${r.revokedSessions} ${r.revokedSessions === 1 ? "session" : "sessions"}${r.revokedTokens ? ` and lost ${r.revokedTokens} ${r.revokedTokens === 1 ? "token" : "tokens"}` : ""}.`,
        );
      },
    });

  return (
    <div className="flex shrink-0 flex-col gap-2 lg:items-end">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setOpen("admin")}>
          {grant ? "Make admin" : "Revoke admin"}
        </button>
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setOpen("signOut")}>
          Sign out everywhere
        </button>
        {isMe ? null : (
          <button type="button" className="btn-danger px-3 py-1.5 text-sm" onClick={() => setOpen("delete")}>
            Delete
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-300">
        {done}
      </p>

      <ConfirmDialog
        open={open === "admin"}
        onClose={admin.close}
        title={grant ? `Make ${who} an admin?` : `Revoke ${who}'s admin rights?`}
        confirmLabel={grant ? "Make admin" : "Revoke admin"}
        pending={admin.pending}
        pendingLabel="Saving..."
        error={setAdmin.isError ? errorText(setAdmin.error, "Failed to change the admin rights") : null}
        onConfirm={confirmAdmin}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {grant
            ? `${who} will be able to manage users, registration, moderation and the catalog of this instance.`
            : `${who} will keep their account and library but lose access to the Admin Dashboard.`}
        </p>
        {!grant && isMe ? <p className="text-sm font-semibold text-red-800 dark:text-red-300">{ADMIN_TEXTS.revokeSelfNote}.</p> : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={open === "signOut"}
        onClose={out.close}
        title={`Sign ${who} out everywhere?`}
        confirmLabel="Sign out everywhere"
        pending={out.pending}
        pendingLabel="Signing out..."
        error={signOut.isError ? errorText(signOut.error, "Failed to sign the user out") : null}
        onConfirm={confirmSignOut}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">Every session and access token of {who} stops working; they can sign in again.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === "delete"}
        onClose={del.close}
        title={`Delete ${who}?`}
        description="This cannot be undone."
        confirmLabel="Delete user"
        pending={del.pending}
        error={remove.isError ? errorText(remove.error, "Failed to delete the user") : null}
        confirmDisabled={typed.trim() !== user.username}
        onConfirm={() => del.run(user.id)}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Their library, play history, reviews, journal and follows are deleted from this server, and they are signed out everywhere.
        </p>
        <TextField
          label={`Type ${user.username} to confirm`}
          id={`delete-user-${user.id}`}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}
