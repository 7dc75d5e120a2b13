// The Add/Edit Game dialog (spec §2, §4, §5): sections by status, the catalog search box, the
// platform combobox, genre and tag chips, status transitions with date filling and the achievement
// lookup, the 100% rule, the shared zod schema, and server issues shown on their fields.
import { useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import {
  GAME_STATUSES,
  GENRE_MAX_CHARS,
  PLATFORMS,
  PLAY_TIME_STEP,
  PRIORITIES,
  RATING_MAX,
  RATING_MIN,
  RELEASE_YEAR_MIN,
  TAG_MAX_CHARS,
  achievementsNotFoundMessage,
  releaseYearMax,
  type CatalogGame,
  type CatalogSearchResult,
  type GameStatus,
  type LibraryGameDto,
} from "@savepoint/common";
import { ApiError, applyIssues } from "../../api/client.ts";
import { FieldError } from "../../components/ui/FieldError.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/ui/Field.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { ChipInput } from "./ChipInput.tsx";
import { GameCover } from "./GameBits.tsx";
import { GameSearchBox } from "./GameSearchBox.tsx";
import { PlatformCombobox } from "./PlatformCombobox.tsx";
import { STATUS_LABEL, todayYmd } from "./format.ts";
import {
  EMPTY_VALUES,
  FORM_FIELDS,
  catalogFill,
  catalogPlatformOptions,
  createBody,
  gameFormResolver,
  platformAfterOptions,
  updateBody,
  valuesFromGame,
  type GameFormOutput,
  type GameFormValues,
} from "./gameFormModel.ts";
import { catalogApi, fetchCatalogGame, useCreateGame, useGame, useUpdateGame } from "./queries.ts";

type GameFormDialogProps = {
  open: boolean;
  onClose: () => void;
  onSaved?: (game: LibraryGameDto) => void;
} & ({ mode: "add"; prefill?: CatalogGame | null } | { mode: "edit"; gameId: string });

export function GameFormDialog(props: GameFormDialogProps) {
  const { open, onClose, onSaved } = props;
  return (
    <Modal open={open} onClose={onClose} title={props.mode === "add" ? "Add New Game" : "Edit Game"} layout="sheet" width="sm:max-w-2xl">
      {props.mode === "edit" ? (
        <EditGameLoader gameId={props.gameId} onClose={onClose} onSaved={onSaved} />
      ) : (
        <AddGameForm prefill={props.prefill ?? null} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function AddGameForm({ prefill, onClose, onSaved }: { prefill: CatalogGame | null; onClose: () => void; onSaved?: (g: LibraryGameDto) => void }) {
  if (!prefill) return <GameForm mode="add" defaults={EMPTY_VALUES} platformOptions={[...PLATFORMS]} onClose={onClose} onSaved={onSaved} />;
  const options = catalogPlatformOptions(prefill);
  const defaults: GameFormValues = { ...EMPTY_VALUES, ...catalogFill(prefill), platform: platformAfterOptions("", options) };
  return <GameForm mode="add" defaults={defaults} platformOptions={options} onClose={onClose} onSaved={onSaved} />;
}

function EditGameLoader({ gameId, onClose, onSaved }: { gameId: string; onClose: () => void; onSaved?: (g: LibraryGameDto) => void }) {
  const game = useGame(gameId);
  if (game.data) {
    const options: string[] = [...PLATFORMS];
    if (game.data.platform && !options.some((p) => p.toLowerCase() === game.data.platform.toLowerCase())) options.push(game.data.platform);
    return <GameForm mode="edit" gameId={gameId} defaults={valuesFromGame(game.data)} platformOptions={options} onClose={onClose} onSaved={onSaved} />;
  }
  return (
    <>
      <ModalBody>
        {game.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Failed to load game details
          </p>
        ) : (
          <div className="py-8 text-center text-slate-600 dark:text-slate-300">
            <Spinner label="Loading game details..." />
          </div>
        )}
      </ModalBody>
      <FormFooter onCancel={onClose} />
    </>
  );
}

/** Which status a date field belongs to (for undoing this dialog's own automatic fills). */
const AUTO_DATE_STATUS = { startDate: "IN_PROGRESS", completedDate: "COMPLETED" } as const satisfies Partial<Record<keyof GameFormValues, GameStatus>>;
type AutoDateField = keyof typeof AUTO_DATE_STATUS;

interface GameFormProps {
  mode: "add" | "edit";
  gameId?: string;
  defaults: GameFormValues;
  platformOptions: string[];
  onClose: () => void;
  onSaved?: (game: LibraryGameDto) => void;
}

function GameForm({ mode, gameId, defaults, platformOptions: initialOptions, onClose, onSaved }: GameFormProps) {
  const qc = useQueryClient();
  const createGame = useCreateGame();
  const updateGame = useUpdateGame();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isSubmitted, dirtyFields },
  } = useForm<GameFormValues, unknown, GameFormOutput>({ resolver: gameFormResolver, defaultValues: defaults });

  const [platformOptions, setPlatformOptions] = useState(initialOptions);
  const [chosenTitle, setChosenTitle] = useState<string | null>(null);
  const [loadingDetails, setLoadingDetails] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [achievementNote, setAchievementNote] = useState<string | null>(null);
  const autoFilled = useRef<Partial<Record<AutoDateField, string>>>({});
  const lookupSeq = useRef(0);
  const searchMode = mode === "add" && defaults.title === "";

  const status = watch("status");
  const title = watch("title");
  const platform = watch("platform");
  const genres = watch("genres");
  const customTags = watch("customTags");
  const imageUrl = watch("imageUrl");
  const complete100 = watch("completed100Percent");

  const set = <K extends keyof GameFormValues>(name: K, value: GameFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  // --- the achievement lookup (spec §4): failures are ignored ---------------------------------
  const lookupAchievements = async (forPlatform: string) => {
    const t = getValues("title").trim();
    if (!t || !forPlatform) return;
    const seq = ++lookupSeq.current;
    setAchievementNote(null);
    try {
      const total = await catalogApi.achievements(t, forPlatform);
      if (seq !== lookupSeq.current || getValues("status") !== "COMPLETED") return;
      if (total !== null && total > 0) {
        set("totalAchievements", String(total));
        if (getValues("completed100Percent")) set("achievementsCompleted", String(total));
      } else if (total === null) {
        setAchievementNote(achievementsNotFoundMessage(t, forPlatform));
      }
    } catch {
      // ignored: the fields stay as they are and can be entered by hand
    }
  };

  // --- status transitions (spec §4) --------------------------------------------------------------
  const onStatusChange = (next: GameStatus) => {
    for (const field of Object.keys(autoFilled.current) as AutoDateField[]) {
      const filled = autoFilled.current[field];
      if (AUTO_DATE_STATUS[field] !== next && filled !== undefined && getValues(field) === filled) {
        set(field, "");
        delete autoFilled.current[field];
      }
    }
    const fill = (field: AutoDateField) => {
      if (getValues(field).trim() !== "") return;
      const today = todayYmd();
      set(field, today);
      autoFilled.current[field] = today;
    };
    if (next === "IN_PROGRESS") fill("startDate");
    if (next === "COMPLETED") {
      fill("completedDate");
      const p = getValues("platform");
      if (p) void lookupAchievements(p);
    } else {
      setAchievementNote(null);
    }
  };

  const onPlatformChange = (p: string) => {
    set("platform", p);
    if (getValues("status") === "COMPLETED") void lookupAchievements(p);
  };

  // --- choosing a catalog result ------------------------------------------------------------------
  const onChoose = async (r: CatalogSearchResult) => {
    set("title", r.title);
    setChosenTitle(r.title);
    setFormError(null);
    setLoadingDetails(true);
    try {
      const game = await fetchCatalogGame(qc, r.slug);
      const fill = catalogFill(game);
      for (const [k, v] of Object.entries(fill) as [keyof GameFormValues, GameFormValues[keyof GameFormValues]][]) set(k, v);
      setChosenTitle(game.title);
      const options = catalogPlatformOptions(game);
      setPlatformOptions(options);
      const kept = platformAfterOptions(getValues("platform"), options);
      set("platform", kept);
      if (getValues("status") === "COMPLETED" && kept) void lookupAchievements(kept);
    } catch {
      setFormError("Failed to fetch game details. Please try again.");
    } finally {
      setLoadingDetails(false);
    }
  };

  // --- the 100% rule (spec §4) -----------------------------------------------------------------------
  const syncCompletedToTotal = (total: string) => {
    if (Number(total) > 0) set("achievementsCompleted", total.trim());
  };

  const onSubmit = handleSubmit(async (out) => {
    setFormError(null);
    try {
      let saved: LibraryGameDto;
      if (mode === "add") saved = await createGame.mutateAsync(createBody(out));
      else {
        // Only what changed: a play time that sessions made 1.333… is not rounded away, and a
        // session logged meanwhile is not overwritten.
        const body = updateBody(out);
        for (const k of Object.keys(body)) if (!dirtyFields[k as keyof GameFormValues]) delete body[k];
        saved = await updateGame.mutateAsync({ id: gameId!, body });
      }
      onSaved?.(saved);
      onClose();
    } catch (err) {
      const base = mode === "add" ? "Failed to add game" : "Failed to update game";
      const unplaced = err instanceof ApiError && err.code === "validation_failed" ? applyIssues(err, setError, FORM_FIELDS) : [];
      setFormError(unplaced.length ? `${base}: ${unplaced.join("; ")}` : base);
    }
  });

  const err = (name: keyof GameFormValues) => (errors[name] as { message?: string } | undefined)?.message;
  const yearMax = releaseYearMax();

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting || loadingDetails}>
      <ModalBody className="space-y-6">
        <FormAlert message={formError} />

        <Section title="Basic Information">
          <div className="sm:col-span-2">
            {searchMode ? (
              <GameSearchBox
                id="game-title"
                value={title}
                onChange={(t) => set("title", t)}
                onChoose={(r) => void onChoose(r)}
                chosenTitle={chosenTitle}
                error={err("title")}
              />
            ) : (
              <TextField id="game-title" label="Title" autoComplete="off" data-autofocus error={err("title")} {...register("title")} />
            )}
            {loadingDetails ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                <Spinner size="sm" label="Loading game details..." />
              </p>
            ) : null}
          </div>
          <PlatformCombobox id="game-platform" value={platform} options={platformOptions} onChange={onPlatformChange} error={err("platform")} />
          <TextField
            id="game-releaseYear"
            label="Release Year"
            type="number"
            inputMode="numeric"
            min={RELEASE_YEAR_MIN}
            max={yearMax}
            step={1}
            error={err("releaseYear")}
            {...register("releaseYear")}
          />
          <div className="sm:col-span-2">
            <ChipInput
              id="game-genres"
              label="Genres"
              noun="genre"
              values={genres}
              onChange={(v) => set("genres", v)}
              placeholder="e.g. RPG"
              maxChars={GENRE_MAX_CHARS}
              error={err("genres")}
            />
          </div>
          <TextField id="game-developer" label="Developer" autoComplete="off" error={err("developer")} {...register("developer")} />
          <TextField id="game-publisher" label="Publisher" autoComplete="off" error={err("publisher")} {...register("publisher")} />
          <TextField
            id="game-metacritic"
            label="Metacritic"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            error={err("metacritic")}
            {...register("metacritic")}
          />
          <div className="sm:col-span-2">
            <ChipInput
              id="game-customTags"
              label="Custom Tags"
              noun="tag"
              values={customTags}
              onChange={(v) => set("customTags", v)}
              placeholder="e.g. co-op"
              maxChars={TAG_MAX_CHARS}
              prefix="#"
              error={err("customTags")}
            />
          </div>
        </Section>

        <Section title="Status & Progress">
          <SelectField
            id="game-status"
            label="Status"
            error={err("status")}
            {...register("status", { onChange: (e: { target: { value: string } }) => onStatusChange(e.target.value as GameStatus) })}
          >
            {GAME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </SelectField>

          {status === "BACKLOG" ? (
            <SelectField id="game-priority" label="Priority" error={err("priority")} {...register("priority")}>
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p[0]!.toUpperCase() + p.slice(1)}
                </option>
              ))}
            </SelectField>
          ) : (
            <>
              <TextField
                id="game-rating"
                label="Rating (1-10)"
                type="number"
                inputMode="numeric"
                min={RATING_MIN}
                max={RATING_MAX}
                step={1}
                error={err("rating")}
                {...register("rating")}
              />
              <TextField
                id="game-playTime"
                label="Play Time (hours)"
                type="number"
                inputMode="decimal"
                min={0}
                step={PLAY_TIME_STEP}
                error={err("playTime")}
                {...register("playTime")}
              />
              <TextField id="game-startDate" label="Start Date" type="date" error={err("startDate")} {...register("startDate")} />
            </>
          )}

          {status === "COMPLETED" ? (
            <>
              <TextField id="game-completedDate" label="Completion Date" type="date" error={err("completedDate")} {...register("completedDate")} />
              <div className="sm:col-span-2">
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-400 accent-[var(--accent-600)]"
                    {...register("completed100Percent", {
                      onChange: (e: { target: { checked: boolean } }) => {
                        if (e.target.checked) syncCompletedToTotal(getValues("totalAchievements"));
                      },
                    })}
                  />
                  100% Completed
                </label>
              </div>
              <fieldset className="sm:col-span-2">
                <legend className="field-label">Achievements</legend>
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <label htmlFor="game-achievementsCompleted" className="sr-only">
                      Achievements completed
                    </label>
                    <input
                      id="game-achievementsCompleted"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      placeholder="Completed"
                      readOnly={complete100}
                      aria-invalid={err("achievementsCompleted") ? true : undefined}
                      aria-describedby={err("achievementsCompleted") ? "game-achievementsCompleted-error" : undefined}
                      className={`field-input ${complete100 ? "cursor-not-allowed bg-slate-100 dark:bg-slate-900" : ""}`}
                      {...register("achievementsCompleted")}
                    />
                  </div>
                  <span aria-hidden="true" className="pt-2 text-slate-600 dark:text-slate-300">
                    /
                  </span>
                  <div className="min-w-0 flex-1">
                    <label htmlFor="game-totalAchievements" className="sr-only">
                      Total achievements
                    </label>
                    <input
                      id="game-totalAchievements"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      placeholder="Total"
                      aria-invalid={err("totalAchievements") ? true : undefined}
                      aria-describedby={err("totalAchievements") ? "game-totalAchievements-error" : undefined}
                      className="field-input"
                      {...register("totalAchievements", {
                        onChange: (e: { target: { value: string } }) => {
                          if (getValues("completed100Percent")) syncCompletedToTotal(e.target.value);
                        },
                      })}
                    />
                  </div>
                </div>
                <FieldError id="game-achievementsCompleted-error" message={err("achievementsCompleted")} />
                <FieldError id="game-totalAchievements-error" message={err("totalAchievements")} />
                <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {achievementNote}
                </p>
              </fieldset>
            </>
          ) : null}
        </Section>

        {status !== "BACKLOG" ? (
          <Section title="Media & Notes">
            <div className="flex items-start gap-3 sm:col-span-2">
              <GameCover src={imageUrl.trim() || null} className="h-20 w-15 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <TextField id="game-imageUrl" label="Cover Image URL" type="url" autoComplete="off" error={err("imageUrl")} {...register("imageUrl")} />
              </div>
            </div>
            <TextAreaField id="game-description" label="Description" rows={3} wrapperClassName="sm:col-span-2" error={err("description")} {...register("description")} />
            <TextAreaField id="game-notes" label="Notes" rows={4} wrapperClassName="sm:col-span-2" error={err("notes")} {...register("notes")} />
          </Section>
        ) : null}
      </ModalBody>
      <FormFooter onCancel={onClose} submitLabel={mode === "add" ? "Add Game" : "Update Game"} submitting={isSubmitting} disabled={loadingDetails} />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
