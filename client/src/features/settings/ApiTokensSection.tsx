// Settings → API tokens: personal access tokens for scripts. A new token (a name, read-only or
// read-write, an optional expiry) is shown once, with a copy button; the list shows each token's last
// use and expiry, and revokes one after a confirmation.
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { CreateApiTokenSchema, type ApiTokenCreatedDto, type ApiTokenDto } from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
import { SelectField, TextField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { accountApi, accountKeys } from "./api.ts";

const day = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const when = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

const EXPIRIES = [
  { value: "", label: "Never" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
] as const;

const FormSchema = z.object({
  name: CreateApiTokenSchema.shape.name,
  scope: CreateApiTokenSchema.shape.scope,
  expiry: z.enum(["", "7", "30", "90", "365"]),
});
type FormValues = z.infer<typeof FormSchema>;
const DEFAULTS: FormValues = { name: "", scope: "read", expiry: "" };

const scopeWords = (t: ApiTokenDto) => (t.scope === "write" ? "Read and write" : "Read only");

function expiryWords(t: ApiTokenDto): string {
  if (!t.expiresAt) return "Never expires";
  return `${t.expired ? "Expired" : "Expires"} ${day.format(new Date(t.expiresAt))}`;
}

function NewToken({ created, onDone }: { created: ApiTokenCreatedDto; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = () => {
    const done = (ok: boolean) => setCopied(ok ? "Copied to the clipboard." : "Could not copy: select the token and copy it.");
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(created.token).then(
      () => done(true),
      () => done(false),
    );
  };
  return (
    <div
      className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
      role="region"
      aria-label="New token"
    >
      <p className="font-medium text-slate-900 dark:text-white">
        Token &ldquo;{created.apiToken.name}&rdquo; created. Copy it now: it will not be shown again.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label="Your new token"
          value={created.token}
          className="field-input w-full font-mono text-sm sm:w-auto sm:min-w-0 sm:flex-1"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn-primary" onClick={copy}>
          Copy
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-200">
        {copied}
      </p>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (c: ApiTokenCreatedDto) => void }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema) as unknown as Resolver<FormValues>, defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name, scope, expiry }) => {
    setFormError(null);
    try {
      const created = await accountApi.createToken({ name, scope, expiresInDays: expiry ? Number(expiry) : null });
      form.reset(DEFAULTS);
      onCreated(created);
      void queryClient.invalidateQueries({ queryKey: accountKeys.tokens() });
    } catch (err) {
      const rest = err instanceof ApiError ? applyIssues(err, form.setError, ["name", "scope"]) : [];
      if (!(err instanceof ApiError) || err.issues.length === 0 || rest.length > 0) {
        setFormError(err instanceof ApiError && err.message ? err.message : "Failed to create the token");
      }
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create a token" className="space-y-4" aria-busy={isSubmitting}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Create a token</h3>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Token name" placeholder="Home dashboard" maxLength={100} error={errors.name?.message} {...form.register("name")} />
        <SelectField label="Access" error={errors.scope?.message} {...form.register("scope")}>
          <option value="read">Read only</option>
          <option value="write">Read and write</option>
        </SelectField>
        <SelectField label="Expires" error={errors.expiry?.message} {...form.register("expiry")}>
          {EXPIRIES.map((e) => (
            <option key={e.value} value={e.value}>
              {e.label}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Creating..." : "Create Token"}
      </button>
    </form>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiTokenDto; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900 dark:text-white">
          {token.name}
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">{scopeWords(token)}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {token.lastUsedAt ? `Last used ${when.format(new Date(token.lastUsedAt))}` : "Never used"} · {expiryWords(token)} · created{" "}
          {day.format(new Date(token.createdAt))}
        </p>
      </div>
      <button type="button" className="btn-secondary" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
        Revoke
      </button>
    </li>
  );
}

function TokenList() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: accountKeys.tokens(), queryFn: ({ signal }) => accountApi.tokens(signal) });
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  const revoke = useMutation({ mutationFn: accountApi.revokeToken, onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.tokens() }) });
  const confirm = useConfirmMutation(
    revoke,
    () => setRevoking(null),
    () => `The token “${revoking?.name ?? ""}” was revoked.`,
  );

  if (tokens.isPending) return <Spinner label="Loading tokens..." />;
  if (tokens.isError) return <LoadError message="Failed to load your tokens" onRetry={() => void tokens.refetch()} />;
  const list = tokens.data.tokens;
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Your tokens</h3>
      {list.length === 0 ? (
        <p className="py-3 text-sm text-slate-600 dark:text-slate-300">You have no API tokens.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="API tokens">
          {list.map((t) => (
            <TokenRow key={t.id} token={t} onRevoke={() => setRevoking(t)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onClose={confirm.close}
        title="Revoke token?"
        confirmLabel="Revoke Token"
        pending={confirm.pending}
        pendingLabel="Revoking..."
        error={confirm.failed ? "Failed to revoke the token" : null}
        onConfirm={() => revoking && confirm.run(revoking.id)}
      >
        <p>Scripts using &ldquo;{revoking?.name}&rdquo; will stop working at once. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

export function ApiTokensSection() {
  const [created, setCreated] = useState<ApiTokenCreatedDto | null>(null);
  return (
    <section aria-labelledby="api-tokens" className="card space-y-6">
      <div>
        <h2 id="api-tokens" className="text-xl font-semibold text-slate-900 dark:text-white">
          API tokens
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Scripts send a token as <code>Authorization: Bearer &lt;token&gt;</code>. A token cannot change your password, email or tokens, nor delete your
          account.
        </p>
      </div>
      {created && <NewToken created={created} onDone={() => setCreated(null)} />}
      <CreateTokenForm onCreated={setCreated} />
      <TokenList />
    </section>
  );
}
