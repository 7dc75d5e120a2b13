// Registration: who may create an account (open, invite-only, closed), and the invite links: create
// one (expiry in days, an optional note), copy it — its address is shown once —, list and revoke them.
import { useState } from "react";
import { REGISTRATION_MODE_LABELS, REGISTRATION_MODES, type RegistrationMode, type RegistrationSettings } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Panel } from "../../components/ui/Panel.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { InviteForm } from "./InviteForm.tsx";
import { InviteList } from "./InviteList.tsx";
import { Loaded } from "./NotAllowed.tsx";
import { errorText } from "./api.ts";
import { useSetMode } from "./mutations.ts";
import { useRegistration } from "./queries.ts";

function ModePicker({ mode }: { mode: RegistrationMode }) {
  const setMode = useSetMode();
  const [saved, setSaved] = useState<string | null>(null);
  // The choice shows at once; a refusal puts the server's mode back.
  const [picked, setPicked] = useState<RegistrationMode | null>(null);
  const choose = (m: RegistrationMode) => {
    setSaved(null);
    setPicked(m);
    setMode.mutate(m, {
      onSuccess: (r) => setSaved(`Registration is now: ${REGISTRATION_MODE_LABELS[r.mode]}.`),
      onError: () => setPicked(null),
    });
  };
  const shown = picked ?? mode;
  return (
    <fieldset disabled={setMode.isPending}>
      <legend className="field-label">Who can create an account</legend>
      <div className="space-y-2">
        {REGISTRATION_MODES.map((m) => {
          const [name, rest] = REGISTRATION_MODE_LABELS[m].split(": ");
          return (
            <label
              key={m}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-100 dark:border-slate-700 dark:has-[:checked]:border-accent-400 dark:has-[:checked]:bg-slate-900"
            >
              <input type="radio" name="registration-mode" value={m} checked={shown === m} onChange={() => choose(m)} className="mt-1 accent-accent-700" />
              <span>
                <span className="block font-medium text-slate-900 dark:text-white">{name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{rest}</span>
              </span>
            </label>
          );
        })}
      </div>
      <div className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {setMode.isPending ? <Spinner size="sm" label="Saving..." /> : <p role="status">{saved}</p>}
      </div>
      <FormAlert message={setMode.isError ? errorText(setMode.error, "Failed to change registration") : null} />
    </fieldset>
  );
}

function Registration({ r }: { r: RegistrationSettings }) {
  return (
    <div className="space-y-6">
      <Panel title="Registration">
        <ModePicker mode={r.mode} />
      </Panel>
      <Panel title="Invite links">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          Each link creates one account before it expires. With registration invite-only, nobody can sign up without one.
        </p>
        <InviteForm />
        <InviteList invites={r.invites} />
      </Panel>
    </div>
  );
}

export function RegistrationSection() {
  const registration = useRegistration();
  return (
    <Loaded query={registration} what="registration">
      {(r) => <Registration r={r} />}
    </Loaded>
  );
}
