import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { INVALID_CREDENTIALS, SERVER_UNREACHABLE, type LoginInput } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";
import { useAuth } from "../../auth/AuthContext.ts";
import { useReturnPath, withReturnPath } from "../../auth/return-to.ts";
import { PasswordField, TextField } from "../../components/ui/Field.tsx";
import { AuthCard, useAuthSubmit } from "./AuthCard.tsx";
import { lightResolver, validateLogin } from "./validate.ts";

/**
 * A refused sign-in reads the same whatever was wrong, so the form never tells whether an email exists.
 * Anything else is said as it is: rate limited (the server's words, with the wait), no answer or a
 * proxy's error page (the server is unreachable), or the server's own failure (its words).
 */
function signInFailure(err: unknown): string {
  if (!(err instanceof ApiError)) return SERVER_UNREACHABLE;
  if (err.code === "unauthenticated" || err.code === "validation_failed") return INVALID_CREDENTIALS;
  if (err.code === "network_error" || err.code === "http_error") return SERVER_UNREACHABLE;
  return err.message;
}

export function LoginPage() {
  const { login } = useAuth();
  const form = useForm<LoginInput>({ resolver: lightResolver<LoginInput>(validateLogin), defaultValues: { email: "", password: "" } });
  const card = useAuthSubmit(form, login, signInFailure);
  const next = useReturnPath();
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthCard
      title="Sign in"
      submitLabel="Sign in"
      busyLabel="Signing in..."
      {...card}
      footer={
        <Link to={withReturnPath("/register", next)} className="link">
          Don&apos;t have an account? Sign up
        </Link>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register("password")} />
    </AuthCard>
  );
}
