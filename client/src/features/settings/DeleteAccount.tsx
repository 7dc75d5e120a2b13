// Data & Privacy → Delete Account: a dialog that says what goes, asks for the password, and on success
// signs out here (every other device is signed out by the deletion) and returns to the landing page.
import { startTransition, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { ApiError, applyIssues } from "../../api/client.ts";
import { useAuth } from "../../auth/AuthContext.ts";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { PasswordField } from "../../components/ui/Field.tsx";
import { accountApi } from "./api.ts";

export function DeleteAccount() {
  const { accountDeleted } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    setError(null);
    form.reset();
  };

  const confirm = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await accountApi.deleteAccount(password);
      // One transition for both (the router moves in one): the landing page at "/", not the
      // signed-out redirect from /settings that signing out first would make.
      startTransition(() => {
        void navigate("/", { replace: true });
        accountDeleted();
      });
    } catch (err) {
      const rest = err instanceof ApiError ? applyIssues(err, form.setError, ["password"]) : [];
      if (!(err instanceof ApiError) || err.issues.length === 0 || rest.length > 0) {
        setError(err instanceof ApiError && err.message ? err.message : "Failed to delete your account");
      }
    }
  });

  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Delete account</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Remove your account and everything in it from this server, for good.</p>
      <button type="button" className="btn-danger mt-3" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title="Delete your account?"
        confirmLabel="Delete My Account"
        pendingLabel="Deleting account..."
        pending={isSubmitting}
        error={error}
        onConfirm={() => void confirm()}
        description="This cannot be undone."
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Your library, play history, reviews and the likes on them, journal and categories, follows and blocks are deleted from this server, and you are signed
          out on every device. Export your data first if you want to keep a copy.
        </p>
        <form
          noValidate
          aria-label="Confirm account deletion"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <PasswordField
            label="Your password"
            id="delete-password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register("password", { required: "Type your password to confirm" })}
          />
        </form>
      </ConfirmDialog>
    </div>
  );
}
