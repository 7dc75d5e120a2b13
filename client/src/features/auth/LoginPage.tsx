import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "react-router-dom";
import { LoginSchema, type LoginInput } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { PasswordField, TextField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { AuthCard } from "./AuthCard.tsx";

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await login(values);
      void navigate("/", { replace: true });
    } catch {
      // Any failure reads the same, so the form never tells whether an email exists.
      setError("Invalid email or password");
    }
  });

  return (
    <AuthCard title="Sign in">
      <FormAlert message={error} className="mb-4" />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register("password")} />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        <Link to="/register" className="link">
          Don&apos;t have an account? Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
