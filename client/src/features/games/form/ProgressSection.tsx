// "Status & Progress": the status, then what that status asks for (priority on the backlog; rating,
// play time and start date otherwise; the completion fields once Completed).
import { GAME_STATUSES, PLAY_TIME_STEP, PRIORITIES, RATING_MAX, RATING_MIN, type GameStatus } from "@savepoint/common";
import { SelectField, TextField } from "../../../components/ui/Field.tsx";
import { STATUS_LABEL, todayYmd } from "../format.ts";
import { FormSection } from "./FormSection.tsx";
import type { GameFormApi } from "./useGameForm.ts";

export function ProgressSection({ g }: { g: GameFormApi }) {
  const status = g.watch("status");
  return (
    <FormSection title="Status & Progress">
      <SelectField label="Status" {...g.field("status", { onChange: (e: { target: { value: string } }) => g.changeStatus(e.target.value as GameStatus) })}>
        {GAME_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABEL[s]}
          </option>
        ))}
      </SelectField>
      {status === "BACKLOG" ? (
        <SelectField label="Priority" {...g.field("priority")}>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p[0]!.toUpperCase() + p.slice(1)}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <TextField label="Rating (1-10)" type="number" inputMode="numeric" min={RATING_MIN} max={RATING_MAX} step={1} {...g.field("rating")} />
          <TextField label="Play Time (hours)" type="number" inputMode="decimal" min={0} step={PLAY_TIME_STEP} {...g.field("playTime")} />
          <DateField g={g} name="startDate" label="Start Date" />
        </>
      )}
      {status === "COMPLETED" ? <CompletionFields g={g} /> : null}
    </FormSection>
  );
}

const FUTURE_DATE_WARNING = "This date is in the future";

/** A date input that warns, without refusing, when its day is after today. */
function DateField({ g, name, label }: { g: GameFormApi; name: "startDate" | "completedDate"; label: string }) {
  const value = g.watch(name);
  const field = g.field(name);
  const future = value !== "" && value > todayYmd();
  const warningId = `${field.id}-future`;
  const describedBy = [field.error ? `${field.id}-error` : null, future ? warningId : null].filter(Boolean).join(" ");
  return (
    <div>
      <TextField label={label} type="date" {...field} aria-describedby={describedBy || undefined} />
      {future ? (
        <p id={warningId} role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          {FUTURE_DATE_WARNING}
        </p>
      ) : null}
    </div>
  );
}

/** The completion date, '100% Completed' (which locks the completed count to the total) and the achievement counts. */
function CompletionFields({ g }: { g: GameFormApi }) {
  const complete100 = g.watch("completed100Percent");
  return (
    <>
      <DateField g={g} name="completedDate" label="Completion Date" />
      <div className="sm:col-span-2">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-[var(--accent-600)]"
            {...g.register("completed100Percent", { onChange: (e: { target: { checked: boolean } }) => g.change100Percent(e.target.checked) })}
          />
          100% Completed
        </label>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="field-label">Achievements</legend>
        <div className="flex items-start gap-2">
          <TextField
            label="Achievements completed"
            hideLabel
            wrapperClassName="min-w-0 flex-1"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Completed"
            readOnly={complete100}
            className={complete100 ? "cursor-not-allowed bg-slate-100 dark:bg-slate-900" : undefined}
            {...g.field("achievementsCompleted")}
          />
          <span aria-hidden="true" className="pt-2 text-slate-600 dark:text-slate-300">
            /
          </span>
          <TextField
            label="Total achievements"
            hideLabel
            wrapperClassName="min-w-0 flex-1"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Total"
            {...g.field("totalAchievements", { onChange: (e: { target: { value: string } }) => g.changeTotal(e.target.value) })}
          />
        </div>
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {g.achievementNote}
        </p>
      </fieldset>
    </>
  );
}
