// Settings → Security: changing the password (the current one confirms it; every other device is
// signed out and every personal access token revoked, as the form says before the change) and the devices signed in to the account, each with 'Sign out', and 'Sign out
// everywhere else'.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChangePasswordSchema, type AccountSessionDto, type ChangePasswordInput } from "@savepoint/common";
import { PasswordField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { accountApi, accountKeys } from "./api.ts";
import { useAccountForm } from "./useAccountForm.ts";

const when = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

const signedOutWords = (n: number) => (n === 0 ? "" : ` ${n} other ${n === 1 ? "session was" : "sessions were"} signed out.`);

function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const { form, submit, formError, status } = useAccountForm<ChangePasswordInput>({
    schema: ChangePasswordSchema,
    defaults: { currentPassword: "", newPassword: "", confirmPassword: "" },
    failed: "Failed to change your password",
    send: async (values) => {
      const { signedOut } = await accountApi.changePassword(values);
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
      return `Password changed.${signedOutWords(signedOut)}`;
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password" className="space-y-4" aria-busy={isSubmitting}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Change password</h3>
      <p id="password-change-effect" className="text-sm text-slate-600 dark:text-slate-300">
        Changing your password signs out every other device and revokes all your personal access tokens.
      </p>
      <FormAlert message={formError} />
      <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField label="New password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
        <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={isSubmitting} aria-describedby="password-change-effect">
          {isSubmitting ? "Changing..." : "Change Password"}
        </button>
        <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
          {status}
        </p>
      </div>
    </form>
  );
}

function SessionRow({ session, onSignOut, busy }: { session: AccountSessionDto; onSignOut: () => void; busy: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">This device</span>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Last seen {when.format(new Date(session.lastSeenAt))} · signed in {when.format(new Date(session.createdAt))}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn-secondary"
          onClick={onSignOut}
          disabled={busy}
          aria-label={`Sign out ${session.device}, last seen ${when.format(new Date(session.lastSeenAt))}`}
        >
          Sign out
        </button>
      )}
    </li>
  );
}

function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => accountApi.sessions(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
  const signOutOne = useMutation({ mutationFn: accountApi.signOutSession, onSettled: refresh });
  const signOutOthers = useMutation({ mutationFn: accountApi.signOutOthers, onSettled: refresh });
  const busy = signOutOne.isPending || signOutOthers.isPending;
  const failed = signOutOne.isError || signOutOthers.isError;

  if (sessions.isPending) return <Spinner label="Loading sessions..." />;
  if (sessions.isError) return <LoadError message="Failed to load your sessions" onRetry={() => void sessions.refetch()} />;
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current).length;
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Where you&apos;re signed in</h3>
      <FormAlert message={failed ? "Failed to sign out that session" : null} />
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Signed-in sessions">
        {list.map((s) => (
          <SessionRow key={s.id} session={s} busy={busy} onSignOut={() => signOutOne.mutate(s.id)} />
        ))}
      </ul>
      <p id="sign-out-others-effect" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        Signs out every other device and revokes all your personal access tokens.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={busy || others === 0}
          aria-describedby="sign-out-others-effect"
          onClick={() => signOutOthers.mutate()}
        >
          {signOutOthers.isPending ? <Spinner size="sm" label="Signing out..." /> : "Sign out everywhere else"}
        </button>
        <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
          {others === 0 ? "You're signed in on this device only." : ""}
        </p>
      </div>
    </div>
  );
}

export function SecuritySection() {
  return (
    <section aria-labelledby="security" className="card space-y-6">
      <h2 id="security" className="text-xl font-semibold text-slate-900 dark:text-white">
        Security
      </h2>
      <ChangePasswordForm />
      <SessionsList />
    </section>
  );
}
