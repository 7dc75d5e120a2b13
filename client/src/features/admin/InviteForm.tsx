// Create an invite link: how many days it lives and an optional note (who it is for). The new link's
// address is shown once, with a Copy button: the server keeps only a hash of it.
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreateInviteSchema, INVITE_DAYS_DEFAULT, INVITE_DAYS_MAX, INVITE_DAYS_MIN, type CreatedInvite, type CreateInviteInput } from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { TextField } from "../../components/ui/Field.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { errorText } from "./api.ts";
import { formatDateTime } from "./format.ts";
import { useCreateInvite } from "./mutations.ts";

interface InviteValues {
  expiresInDays: number;
  note: string;
}
const resolver = zodResolver(CreateInviteSchema) as unknown as Resolver<InviteValues, unknown, CreateInviteInput>;

function NewLink({ invite }: { invite: CreatedInvite }) {
  const [copied, setCopied] = useState<string | null>(null);
  const href = `${window.location.origin}${invite.path}`;
  const copy = () =>
    navigator.clipboard.writeText(href).then(
      () => setCopied("Copied to the clipboard."),
      () => setCopied("Could not copy: select the link and copy it."),
    );
  return (
    <div className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-800 dark:bg-emerald-950">
      <p className="text-sm font-semibold text-emerald-900 dark:text-emerald-100">Invite link created: copy it now, it is shown only once.</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="new-invite-link" className="sr-only">
          Invite link
        </label>
        <input id="new-invite-link" readOnly value={href} className="field-input min-w-0 flex-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
        <button type="button" className="btn-primary shrink-0" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className="mt-1 text-sm text-emerald-900 dark:text-emerald-100">Expires {formatDateTime(invite.expiresAt)}</p>
      <p role="status" className="text-sm text-emerald-900 empty:hidden dark:text-emerald-100">
        {copied}
      </p>
    </div>
  );
}

export function InviteForm() {
  const create = useCreateInvite();
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InviteValues, unknown, CreateInviteInput>({ resolver, defaultValues: { expiresInDays: INVITE_DAYS_DEFAULT, note: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    setError(null);
    setCreated(null);
    create.mutate(body, {
      onSuccess: (invite) => {
        setCreated(invite);
        form.reset();
      },
      onError: (err) => {
        const rest = err instanceof ApiError ? applyIssues(err, form.setError, ["expiresInDays", "note"]) : [];
        if (!(err instanceof ApiError) || err.issues.length === 0 || rest.length > 0) setError(errorText(err, "Failed to create the invite"));
      },
    });
  });
  return (
    <div>
      <form noValidate aria-label="Create an invite link" onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
        <TextField
          label="Expires in (days)"
          id="invite-days"
          type="number"
          inputMode="numeric"
          min={INVITE_DAYS_MIN}
          max={INVITE_DAYS_MAX}
          error={errors.expiresInDays?.message}
          {...form.register("expiresInDays", { valueAsNumber: true })}
        />
        <TextField label="Note (optional)" id="invite-note" placeholder="Who it is for" error={errors.note?.message} {...form.register("note")} />
        <button type="submit" className="btn-primary sm:mt-6" disabled={create.isPending}>
          {create.isPending ? <Spinner size="sm" /> : null}
          Create invite link
        </button>
      </form>
      <FormAlert message={error} className="mt-3" />
      {created ? <NewLink invite={created} /> : null}
    </div>
  );
}
