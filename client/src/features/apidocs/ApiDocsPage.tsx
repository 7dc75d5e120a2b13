// The API page (/api-docs) for self-hosters who script their library: how to send a personal access
// token, then every endpoint of this instance by feature (method, path, who may call it, parameters
// and body fields), read from /api/openapi.json, the document the server generates from its routes.
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { accessText, bodyFields, endpointsByGroup, groupName, schemaText, type Endpoint, type JsonSchema, type OpenApiDoc } from "./openapi-doc.ts";

const DOC_PATH = "/openapi.json";

function Field({ name, where, required, schema }: { name: string; where: string; required: boolean; schema: JsonSchema }) {
  return (
    <li className="break-words">
      <code className="font-semibold text-slate-900 dark:text-white">{name}</code>{" "}
      <span className="text-slate-600 dark:text-slate-300">
        ({where}, {required ? "required" : "optional"}): {schemaText(schema)}
      </span>
    </li>
  );
}

function EndpointItem({ endpoint }: { endpoint: Endpoint }) {
  const { method, path, op } = endpoint;
  const fields = [
    ...op.parameters.map((p) => ({ name: p.name, where: p.in, required: p.required, schema: p.schema })),
    ...bodyFields(op).map((f) => ({ ...f, where: "body" })),
  ];
  return (
    <li className="border-t border-slate-200 py-3 first:border-t-0 dark:border-slate-700">
      <h3 className="flex flex-wrap items-baseline gap-2 text-base">
        <span className="rounded bg-slate-200 px-2 py-0.5 font-mono text-xs font-bold text-slate-900 dark:bg-slate-700 dark:text-white">{method}</span>
        <code className="break-all font-mono text-sm text-slate-900 dark:text-white">{path}</code>
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{accessText(op)}</p>
      {fields.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label={`Parameters of ${method} ${path}`}>
          {fields.map((f) => (
            <Field key={`${f.where}:${f.name}`} {...f} />
          ))}
        </ul>
      )}
    </li>
  );
}

function TokenHelp({ origin }: { origin: string }) {
  return (
    <section aria-labelledby="token-help" className="card space-y-3">
      <h2 id="token-help" className="text-xl font-semibold text-slate-900 dark:text-white">
        Using a personal access token
      </h2>
      <p className="text-slate-700 dark:text-slate-200">
        Create a token in{" "}
        <Link to="/settings#api-tokens" className="link">
          Settings → API tokens
        </Link>{" "}
        and send it with every request. A read-only token works on every GET endpoint; a read-write token on the others too. Tokens never change your password,
        email or tokens, nor delete your account.
      </p>
      <pre
        className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100"
        tabIndex={0}
        aria-label="Example request"
      >
        <code>{`curl -H "Authorization: Bearer sp_…" ${origin}/api/summary`}</code>
      </pre>
      <p className="text-slate-700 dark:text-slate-200">
        Failures answer <code>{`{ "error": { "code", "message", "details", "requestId" } }`}</code>; a 400 names each field in <code>details.issues</code>. The
        machine-readable document is{" "}
        <a href={`/api${DOC_PATH}`} className="link">
          /api/openapi.json
        </a>{" "}
        (OpenAPI 3.1).
      </p>
    </section>
  );
}

export function ApiDocsPage() {
  const doc = useQuery({ queryKey: ["openapi"], queryFn: () => api.get<OpenApiDoc>(DOC_PATH), staleTime: Infinity });
  const groups = doc.data ? endpointsByGroup(doc.data) : [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">API</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Every endpoint of this Savepoint instance, for scripts, dashboards and personal sites.</p>
      </div>
      <TokenHelp origin={window.location.origin} />
      {doc.isPending && <Spinner label="Loading the API document..." />}
      {doc.isError && <LoadError message="Could not load the API document." onRetry={() => void doc.refetch()} />}
      {groups.length > 0 && (
        <nav aria-label="API groups" className="card">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {groups.map(([tag]) => (
              <li key={tag}>
                <a href={`#group-${tag}`} className="link">
                  {groupName(tag)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map(([tag, endpoints]) => (
        <section key={tag} aria-labelledby={`group-${tag}`} className="card">
          <h2 id={`group-${tag}`} className="text-xl font-semibold text-slate-900 dark:text-white">
            {groupName(tag)}
          </h2>
          <ul className="mt-2">
            {endpoints.map((e) => (
              <EndpointItem key={e.id} endpoint={e} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
