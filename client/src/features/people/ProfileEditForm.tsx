// Edit Profile: first and last name, username and a bio of at most BIO_MAX characters (with a
// counter), checked by the shared schema before sending; a taken username (409) is said on its field.
import { CharacterCount, overLimitProps } from "../../components/ui/CharacterCount.tsx";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { BIO_MAX, UpdateProfileSchema, type MyProfile, type UpdateProfileInput } from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { useAuth } from "../../auth/AuthContext.ts";
import { TextAreaField, TextField } from "../../components/ui/Field.tsx";
import { FormActions } from "../../components/ui/FormActions.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { useUpdateProfile } from "./mutations.ts";

interface Values {
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
}
const FIELDS = ["firstName", "lastName", "username", "bio"] as const;
const resolver = zodResolver(UpdateProfileSchema) as unknown as Resolver<Values, unknown, UpdateProfileInput>;

export function ProfileEditForm({ profile, onDone }: { profile: MyProfile; onDone: (saved: boolean) => void }) {
  const save = useUpdateProfile();
  const { profileSaved } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, UpdateProfileInput>({
    resolver,
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username, bio: profile.bio ?? "" },
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const bio = useWatch({ control: form.control, name: "bio" }) ?? "";

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(input);
      profileSaved(saved);
      onDone(true);
    } catch (err) {
      if (err instanceof ApiError) {
        const rest = applyIssues(err, setError, FIELDS);
        if (err.issues.length === 0 || rest.length > 0) setFormError(err.message || "Failed to save your profile");
      } else {
        setFormError("Failed to save your profile");
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Edit profile" className="card space-y-4" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register("username")} />
      <div>
        <TextAreaField
          label="Bio"
          rows={4}
          aria-describedby={errors.bio ? "bio-error bio-count" : "bio-count"}
          error={errors.bio?.message}
          {...overLimitProps(bio.length, BIO_MAX)}
          {...register("bio")}
        />
        <CharacterCount id="bio-count" length={bio.length} max={BIO_MAX} />
      </div>
      <FormActions submitLabel="Save Changes" busy={isSubmitting} onCancel={() => onDone(false)} />
    </form>
  );
}
