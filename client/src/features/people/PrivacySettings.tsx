// Settings → Privacy: who may see my profile (signed-in users of this instance, or nobody), whether my
// events appear in the community feed, and whether others see what I am playing. Saved on the server
// with one call; a confirmation says so. Below them, the users I blocked, each with Unblock.
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { PrivacySettings as Settings, ProfileVisibility } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { BlockedUsers } from "./BlockedUsers.tsx";
import { useSetPrivacy } from "./mutations.ts";
import { usePrivacy } from "./queries.ts";

const VISIBILITY: { value: ProfileVisibility; label: string; hint: string }[] = [
  { value: "PUBLIC", label: "Public", hint: "Signed-in users of this instance can see your profile, library stats and activity." },
  {
    value: "PRIVATE",
    label: "Private",
    // A review is public whatever the profile: its stamp (hours, platform, Finished or 100%) goes with it.
    hint: "Others see only your name. Your reviews still show on game pages, with the hours, platform and progress you had when you wrote them.",
  },
];

function PrivacyForm({ settings }: { settings: Settings }) {
  const save = useSetPrivacy();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<Settings>({ defaultValues: settings });
  const { register, reset, formState } = form;
  useEffect(() => reset(settings), [settings, reset]);

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    await save.mutateAsync(values).then(
      () => setStatus("Privacy settings saved."),
      () => undefined,
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-5" aria-busy={formState.isSubmitting}>
      <FormAlert message={save.isError ? "Failed to save your privacy settings" : null} />
      <fieldset>
        <legend className="field-label">Profile visibility</legend>
        <div className="space-y-2">
          {VISIBILITY.map((v) => (
            <label key={v.value} className="flex items-start gap-3 text-sm">
              <input type="radio" value={v.value} className="mt-1" aria-describedby={`visibility-${v.value}`} {...register("profileVisibility")} />
              <span>
                <span className="font-medium text-slate-900 dark:text-white">{v.label}</span>
                <span id={`visibility-${v.value}`} className="block text-slate-600 dark:text-slate-300">
                  {v.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-3 text-sm text-slate-900 dark:text-white">
        <input type="checkbox" {...register("showActivity")} />
        Show my activity in the community feed
      </label>
      <label className="flex items-center gap-3 text-sm text-slate-900 dark:text-white">
        <input type="checkbox" {...register("showPlaying")} />
        Show what I&apos;m playing
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Save Privacy Settings"}
        </button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {status}
        </p>
      </div>
    </form>
  );
}

export function PrivacySettings() {
  const privacy = usePrivacy();
  return (
    <section aria-labelledby="privacy" className="card">
      <h2 id="privacy" className="text-xl font-semibold text-slate-900 dark:text-white">
        Privacy
      </h2>
      {privacy.isPending ? (
        <Spinner label="Loading privacy settings..." />
      ) : privacy.isError ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Privacy settings could not be loaded.</p>
      ) : (
        <PrivacyForm settings={privacy.data} />
      )}
      <BlockedUsers />
    </section>
  );
}
