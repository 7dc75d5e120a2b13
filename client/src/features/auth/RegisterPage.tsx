import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router-dom";
import { ADMIN_TEXTS, INVITE_QUERY_PARAM, PASSWORD_MIN, REGISTER_COLORS, type PublicRegistration, type RegisterInput } from "@savepoint/common";
import { ApiError, api, applyIssues } from "../../api/client.ts";
import { useAuth } from "../../auth/AuthContext.ts";
import { useReturnPath, withReturnPath } from "../../auth/return-to.ts";
import { ColorSwatches } from "../../components/ui/ColorSwatches.tsx";
import { PasswordField, TextField } from "../../components/ui/Field.tsx";
import { AuthCard, useAuthSubmit } from "./AuthCard.tsx";
import { lightResolver, validateRegister } from "./validate.ts";

type Values = RegisterInput & { accountColor: (typeof REGISTER_COLORS)[number] };
const FIELDS = ["firstName", "lastName", "username", "email", "password", "confirmPassword", "accountColor", "invite"] as const;

/** The server's message (its field issues go on the fields), or 'Registration failed'. */
function signUpFailure(err: unknown, setFieldError: (name: (typeof FIELDS)[number], e: { type: string; message: string }) => void): string {
  if (!(err instanceof ApiError)) return "Registration failed";
  applyIssues(err, setFieldError, FIELDS);
  return err.message || "Registration failed";
}

/** Who may sign up here (open, invite-only, closed); null until the server says, or when it cannot. */
function useRegistration(): PublicRegistration | null {
  const [registration, setRegistration] = useState<PublicRegistration | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api
      .get<PublicRegistration>("/auth/registration", { signal: abort.signal })
      .then(setRegistration)
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return registration;
}

export function RegisterPage() {
  const { register: signUp } = useAuth();
  const [params] = useSearchParams();
  const invite = params.get(INVITE_QUERY_PARAM) ?? "";
  const registration = useRegistration();
  const gate = registration?.firstAccount === false ? registration.mode : "open";
  const form = useForm<Values>({
    resolver: lightResolver<Values>(validateRegister),
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "", confirmPassword: "", accountColor: "indigo", invite },
  });
  // The form checks the two passwords match before any call is made ('Passwords do not match').
  const card = useAuthSubmit(form, signUp, (err) => signUpFailure(err, form.setError));
  const next = useReturnPath();
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <AuthCard
      title="Create Account"
      submitLabel="Create Account"
      busyLabel="Creating Account..."
      {...card}
      footer={
        <>
          Already have an account?{" "}
          <Link to={withReturnPath("/login", next)} className="link">
            Sign in
          </Link>
        </>
      }
    >
      {gate === "closed" && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {ADMIN_TEXTS.registrationClosed}
        </p>
      )}
      {gate === "invite" && (
        <>
          {!invite && <p className="text-sm text-slate-600 dark:text-slate-300">{ADMIN_TEXTS.inviteRequired}</p>}
          <TextField label={ADMIN_TEXTS.inviteLabel} autoComplete="off" required error={errors.invite?.message} {...register("invite")} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register("firstName")} />
        <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <TextField label="Username" autoComplete="username" required error={errors.username?.message} {...register("username")} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <fieldset>
        <legend className="field-label">Theme colour</legend>
        <Controller
          control={control}
          name="accountColor"
          render={({ field }) => <ColorSwatches label="Theme colour" colors={REGISTER_COLORS} value={field.value} onChange={field.onChange} />}
        />
      </fieldset>
    </AuthCard>
  );
}
