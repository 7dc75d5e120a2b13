// "Log session" (beyond the spec): a date (today by default), a duration in hours and minutes and
// an optional note; the server adds the time to the game's play time.
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { SESSION_MINUTES_MAX, SESSION_NOTE_MAX } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { TextField } from "../auth/TextField.tsx";
import { todayYmd } from "./format.ts";
import { useLogSession } from "./queries.ts";
import { FieldError } from "../../components/ui/FieldError.tsx";

const wholeOrEmpty = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || (/^\d+$/.test(s) && Number(s) <= max), `${label} must be a whole number from 0 to ${max}`);

const SessionFormSchema = z
  .object({
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date you played")
      .refine((d) => d <= todayYmd(), "A session cannot be in the future"),
    hours: wholeOrEmpty("Hours", 24),
    minutes: wholeOrEmpty("Minutes", 59),
    note: z.string().trim().max(SESSION_NOTE_MAX, `Note must be at most ${SESSION_NOTE_MAX} characters`),
  })
  .transform((v) => ({ date: v.date, minutes: Number(v.hours || 0) * 60 + Number(v.minutes || 0), note: v.note || null }))
  .superRefine((v, ctx) => {
    if (v.minutes < 1) ctx.addIssue({ code: "custom", path: ["hours"], message: "Enter how long you played" });
    else if (v.minutes > SESSION_MINUTES_MAX) ctx.addIssue({ code: "custom", path: ["hours"], message: "A session can last at most 24 hours" });
  });

type SessionFormValues = z.input<typeof SessionFormSchema>;
type SessionFormOutput = z.output<typeof SessionFormSchema>;

export function LogSessionDialog({ game, onClose }: { game: { id: string; title: string } | null; onClose: () => void }) {
  const last = useRef(game);
  if (game) last.current = game;
  const shown = game ?? last.current;
  return (
    <Modal open={game !== null} onClose={onClose} title="Log session" description={shown?.title}>
      {shown ? <LogSessionForm key={shown.id} gameId={shown.id} onClose={onClose} /> : null}
    </Modal>
  );
}

function LogSessionForm({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const logSession = useLogSession();
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayYmd();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormValues, unknown, SessionFormOutput>({
    resolver: zodResolver(SessionFormSchema),
    defaultValues: { date: today, hours: "", minutes: "", note: "" },
  });

  const onSubmit = handleSubmit(async (out) => {
    setFormError(null);
    try {
      await logSession.mutateAsync({ id: gameId, body: out });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === "validation_failed") {
        for (const i of err.issues) {
          const field = i.path === "minutes" ? "hours" : i.path;
          if (field === "date" || field === "hours" || field === "note") setError(field, { type: "server", message: i.message });
        }
      }
      setFormError("Failed to log session");
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col">
      <ModalBody className="space-y-4">
        {formError ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {formError}
          </div>
        ) : null}
        <TextField id="session-date" label="Date" type="date" max={today} error={errors.date?.message} {...register("date")} />
        <fieldset>
          <legend className="field-label">Duration</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="session-hours"
              label="Hours"
              type="number"
              inputMode="numeric"
              min={0}
              max={24}
              step={1}
              data-autofocus
              error={errors.hours?.message}
              {...register("hours")}
            />
            <TextField id="session-minutes" label="Minutes" type="number" inputMode="numeric" min={0} max={59} step={1} error={errors.minutes?.message} {...register("minutes")} />
          </div>
        </fieldset>
        <div>
          <label htmlFor="session-note" className="field-label">
            Note (optional)
          </label>
          <textarea
            id="session-note"
            rows={3}
            maxLength={SESSION_NOTE_MAX}
            className="field-input resize-y"
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? "session-note-error" : undefined}
            {...register("note")}
          />
          <FieldError id="session-note-error" message={errors.note?.message} />
        </div>
      </ModalBody>
      <FormFooter onCancel={onClose} submitLabel="Log session" submitting={isSubmitting} />
    </form>
  );
}
