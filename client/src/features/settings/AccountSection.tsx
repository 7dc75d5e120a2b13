// Settings → Account: the account's email and join date, and changing the email (the password
// confirms it; an address another account has is said on its field).
import { useState } from "react";
import { ChangeEmailSchema, type ChangeEmailInput } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { PasswordField, TextField } from "../../components/ui/Field.tsx";
import { FormActions } from "../../components/ui/FormActions.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { accountApi } from "./api.ts";
import { useAccountForm } from "./useAccountForm.ts";

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

function ChangeEmailForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const { accountSaved } = useAuth();
  const { form, submit, formError } = useAccountForm<ChangeEmailInput>({
    schema: ChangeEmailSchema,
    defaults: { email: "", password: "" },
    failed: "Failed to change your email",
    send: async (values) => {
      accountSaved(await accountApi.changeEmail(values));
      onDone(true);
      return "";
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change email" className="mt-4 space-y-4" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New email" id="new-email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <PasswordField label="Password" id="email-password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      </div>
      <FormActions submitLabel="Save Email" busy={isSubmitting} onCancel={() => onDone(false)} />
    </form>
  );
}

export function AccountSection() {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section aria-labelledby="account" className="card">
      <h2 id="account" className="text-xl font-semibold text-slate-900 dark:text-white">
        Account
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-300">Email</dt>
          <dd className="font-medium break-all text-slate-900 dark:text-white">{user?.email}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">Member since</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{user ? longDate.format(new Date(user.createdAt)) : ""}</dd>
        </div>
      </dl>
      {editing ? (
        <ChangeEmailForm
          onDone={(saved) => {
            setEditing(false);
            if (saved) setStatus("Email changed. Sign in with the new address from now on.");
          }}
        />
      ) : (
        <button
          type="button"
          className="btn-secondary mt-4"
          onClick={() => {
            setStatus(null);
            setEditing(true);
          }}
        >
          Change Email
        </button>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
    </section>
  );
}
