import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import type { LoginInput } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";
import { useAuth } from "../../auth/AuthContext.ts";
import { PasswordField, TextField } from "../../components/ui/Field.tsx";
import { AuthCard, useAuthSubmit } from "./AuthCard.tsx";
import { lightResolver, validateLogin } from "./validate.ts";

/**
 * A refused sign-in reads the same whatever was wrong, so the form never tells whether an email exists;
 * being rate limited or offline is said as it is.
 */
function signInFailure(err: unknown): string {
  if (err instanceof ApiError && (err.code === "rate_limited" || err.code === "network_error")) return err.message;
  return "Invalid email or password";
}

export function LoginPage() {
  const { login } = useAuth();
  const form = useForm<LoginInput>({ resolver: lightResolver<LoginInput>(validateLogin), defaultValues: { email: "", password: "" } });
  const card = useAuthSubmit(form, login, signInFailure);
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
        <Link to="/register" className="link">
          Don&apos;t have an account? Sign up
        </Link>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register("password")} />
    </AuthCard>
  );
}
