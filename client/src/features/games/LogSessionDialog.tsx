// "Log session": a date (today by default), a duration in hours and minutes and
// an optional note; the server adds the time to the game's play time.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { SESSION_MINUTES_MAX, SESSION_NOTE_MAX } from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { TextAreaField, TextField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { itemKey } from "../../components/ui/dialogItem.ts";
import { dialogSaved } from "../../components/ui/dialogReturn.ts";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { todayYmd } from "./format.ts";
import { useLogSession } from "./mutations.ts";

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
/** The fields a server issue may land on (the server's "minutes" is shown on Hours). */
const SERVER_FIELDS = ["date", "hours", "note"] as const satisfies readonly (keyof SessionFormValues)[];

/** `game` stays set while the dialog animates closed (`open` false), so its title does not vanish. */
export function LogSessionDialog({ open, game, onClose }: { open: boolean; game: { id: string; title: string } | null; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Log session" description={game?.title}>
      {game ? <LogSessionForm key={game.id} game={game} onClose={onClose} /> : null}
    </Modal>
  );
}

function LogSessionForm({ game, onClose }: { game: { id: string; title: string }; onClose: () => void }) {
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
      await logSession.mutateAsync({ id: game.id, body: out });
      dialogSaved({ say: `A session of ${game.title} was logged.`, item: itemKey("game", game.id) });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === "validation_failed") applyIssues(err, setError, SERVER_FIELDS, { minutes: "hours" });
      // A conflict says why (the game went to the Backlog meanwhile: SESSION_ON_BACKLOG_MESSAGE).
      setFormError(err instanceof ApiError && err.code === "conflict" ? err.message : "Failed to log session");
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col">
      <ModalBody className="space-y-4">
        <FormAlert message={formError} />
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
            <TextField
              id="session-minutes"
              label="Minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              step={1}
              error={errors.minutes?.message}
              {...register("minutes")}
            />
          </div>
        </fieldset>
        <TextAreaField id="session-note" label="Note (optional)" rows={3} maxLength={SESSION_NOTE_MAX} error={errors.note?.message} {...register("note")} />
      </ModalBody>
      <FormFooter onCancel={onClose} submitLabel="Log session" submitting={isSubmitting} />
    </form>
  );
}
