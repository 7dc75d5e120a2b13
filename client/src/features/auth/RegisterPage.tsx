import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "react-router-dom";
import { PASSWORD_MIN, REGISTER_COLORS, RegisterSchema, type RegisterInput } from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { useAuth } from "../../auth/AuthContext.ts";
import { ColorSwatches } from "../../components/ui/ColorSwatches.tsx";
import { PasswordField, TextField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { AuthCard } from "./AuthCard.tsx";

type Values = RegisterInput & { accountColor: (typeof REGISTER_COLORS)[number] };
const FIELDS = ["firstName", "lastName", "username", "email", "password", "confirmPassword", "accountColor"] as const;

export function RegisterPage() {
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(RegisterSchema) as never,
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "", confirmPassword: "", accountColor: "indigo" },
  });

  // The schema checks the two passwords match before any call is made ('Passwords do not match').
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await signUp(values);
      void navigate("/", { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        applyIssues(err, setFieldError, FIELDS);
        setError(err.message || "Registration failed");
      } else {
        setError("Registration failed");
      }
    }
  });

  return (
    <AuthCard title="Create Account">
      <FormAlert message={error} className="mb-4" />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register("firstName")} />
          <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register("lastName")} />
        </div>
        <TextField label="Username" autoComplete="username" required error={errors.username?.message} {...register("username")} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <PasswordField label="Password" autoComplete="new-password" required minLength={PASSWORD_MIN} error={errors.password?.message} {...register("password")} />
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
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Already have an account?{" "}
        <Link to="/login" className="link">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
