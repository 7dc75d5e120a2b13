// A Settings form that sends one account change: fields checked by the shared schema, the server's
// field errors (a wrong password, a taken email) put on their fields, anything else above the form.
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ApiError, applyIssues } from "../../api/client.ts";

export function useAccountForm<V extends FieldValues>(opts: {
  schema: z.ZodType<V, V>;
  defaults: DefaultValues<V>;
  failed: string;
  send: (values: V) => Promise<string>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<V>({ resolver: zodResolver(opts.schema) as unknown as Resolver<V>, defaultValues: opts.defaults });
  const fields = Object.keys(opts.defaults) as Path<V>[];
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setStatus(null);
    try {
      setStatus(await opts.send(values));
      form.reset(opts.defaults);
    } catch (err) {
      const rest = err instanceof ApiError ? applyIssues(err, form.setError, fields) : [];
      if (!(err instanceof ApiError) || err.issues.length === 0 || rest.length > 0) {
        setFormError(err instanceof ApiError && err.message ? err.message : opts.failed);
      }
    }
  });
  return { form, submit, formError, status };
}
