// The signed-out pages' card: the form, its failure alert, its submit button and a link below.
import { useState, type FormEvent, type FormEventHandler, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { Logo } from "../../components/layout/Logo.tsx";
import { ThemeToggle } from "../../components/layout/ThemeToggle.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { useReturnPath } from "../../auth/return-to.ts";

interface AuthCardProps {
  title: string;
  /** The failure of the last submit, if any. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit button's text while the form is submitting. */
  busyLabel: string;
  submitting: boolean;
  /** The line under the form (a link to the other auth page). */
  footer: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, error, onSubmit, submitLabel, busyLabel, submitting, footer, children }: AuthCardProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Logo />
        <ThemeToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          <p className="mb-6 mt-1 text-sm text-slate-600 dark:text-slate-300">Track your gaming journey</p>
          <FormAlert message={error} className="mb-4" />
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {children}
            <button type="submit" className="btn-primary w-full" disabled={submitting}>
              {submitting ? busyLabel : submitLabel}
            </button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</p>
        </div>
      </main>
    </div>
  );
}

/**
 * Runs a sign-in or sign-up on submit, then goes where the visitor was going (`?next=`) or home; a failure's text (from `describe`) shows above
 * the form. Returns the card's `error`, `onSubmit` and `submitting`.
 */
export function useAuthSubmit<T extends FieldValues>(form: UseFormReturn<T>, action: (values: T) => Promise<unknown>, describe: (err: unknown) => string) {
  const navigate = useNavigate();
  const next = useReturnPath();
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await action(values);
      void navigate(next ?? "/", { replace: true });
    } catch (err) {
      setError(describe(err));
    }
  });
  return { error, submitting: form.formState.isSubmitting, onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e) };
}
