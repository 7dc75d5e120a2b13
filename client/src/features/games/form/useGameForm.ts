// What the Add/Edit Game form does besides holding values: it fills and clears status dates, looks up
// the achievement total, fills itself from a chosen catalog game (and lets go of it when the title
// does), keeps the 100% rule, warns before adding a second copy, and saves (server issues land on
// their fields).
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useForm, type RegisterOptions, type UseFormGetValues } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import {
  PLATFORMS,
  achievementsNotFoundMessage,
  type CatalogSearchResult,
  type GameStatus,
  type KeptStatusValues,
  type LibraryGameDto,
  type LibraryGameSummary,
} from "@savepoint/common";
import { ApiError, applyIssues } from "../../../api/client.ts";
import { itemKey } from "../../../components/ui/dialogItem.ts";
import { dialogSaved } from "../../../components/ui/dialogReturn.ts";
import { fetchCatalogGame, lookupAchievementTotal } from "../../catalog/index.ts";
import type { GameReviewDraft } from "../../reviews/index.ts";
import { gamePath, todayYmd } from "../format.ts";
import { gameKeys } from "../keys.ts";
import { useCreateGame, useUpdateGame } from "../mutations.ts";
import { gamesListQuery } from "../queries.ts";
import { findCopy, normalTitle } from "./copies.ts";
import {
  EMPTY_VALUES,
  FORM_FIELDS,
  catalogFill,
  catalogPlatformOptions,
  createBody,
  gameFormResolver,
  keptFill,
  platformAfterOptions,
  unlinkedValues,
  updateBody,
  type GameFormOutput,
  type GameFormValues,
} from "./gameFormModel.ts";

type GetValues = UseFormGetValues<GameFormValues>;
type SetValue = <K extends keyof GameFormValues>(name: K, value: GameFormValues[K]) => void;
/** The fields typed into a plain input (text, number, date, select). */
type InputName = Exclude<keyof GameFormValues, "genres" | "customTags" | "completed100Percent" | "catalogSlug" | "shownCover">;

export interface GameFormOptions {
  mode: "add" | "edit";
  /** The game being edited (edit mode). */
  gameId?: string;
  defaults: GameFormValues;
  platformOptions: string[];
  onClose: () => void;
  onSaved?: (game: LibraryGameDto) => void;
  /** The Reviews section's review, saved after the game while it is Completed. */
  review?: Pick<GameReviewDraft, "validate" | "save">;
  /** The catalog game the form opened filled from (adding from its page), and what it filled. */
  linked?: CatalogLink | null;
  /** What the game's history keeps for a status change to bring back (edit mode, ADR 017). */
  kept?: KeptStatusValues;
}

/** A chosen catalog game: its title, and the values it filled the form with (catalogFill). */
export interface CatalogLink {
  title: string;
  fill: Partial<GameFormValues>;
}

/**
 * While the game is Completed, the catalog's achievement total for its title and platform fills the
 * total (and the completed count under the 100% rule); no data says so; a failed look-up is ignored.
 */
function useAchievementLookup(getValues: GetValues, set: SetValue) {
  const [note, setNote] = useState<string | null>(null);
  const latest = useRef(0);
  const lookup = async (platform: string) => {
    const title = getValues("title").trim();
    if (!title || !platform) return;
    const seq = ++latest.current;
    setNote(null);
    try {
      const total = await lookupAchievementTotal(title, platform);
      if (seq !== latest.current || getValues("status") !== "COMPLETED") return;
      if (total !== null && total > 0) {
        set("totalAchievements", String(total));
        if (getValues("completed100Percent")) set("achievementsCompleted", String(total));
      } else if (total === null) {
        setNote(achievementsNotFoundMessage(title, platform));
      }
    } catch {
      // ignored: the fields stay as they are and can be entered by hand
    }
  };
  return { note, lookup: (platform: string) => void lookup(platform), clearNote: () => setNote(null) };
}

/** Which status a date field belongs to (for undoing this dialog's own automatic fills). */
const AUTO_DATE_STATUS = { startDate: "IN_PROGRESS", completedDate: "COMPLETED" } as const satisfies Partial<Record<keyof GameFormValues, GameStatus>>;
type AutoDateField = keyof typeof AUTO_DATE_STATUS;
const AUTO_DATE_FIELDS = Object.keys(AUTO_DATE_STATUS) as AutoDateField[];

/**
 * Entering In Progress fills an empty start date with today (unless the game has an earlier completion
 * date), entering Completed an empty completion date; leaving that status again empties a date this dialog filled if it still holds that fill.
 */
function useStatusDates(getValues: GetValues, set: SetValue) {
  const autoFilled = useRef<Partial<Record<AutoDateField, string>>>({});
  return (next: GameStatus) => {
    for (const field of AUTO_DATE_FIELDS) {
      const filled = autoFilled.current[field];
      if (AUTO_DATE_STATUS[field] !== next && filled !== undefined && getValues(field) === filled) {
        set(field, "");
        delete autoFilled.current[field];
      }
    }
    const field = AUTO_DATE_FIELDS.find((f) => AUTO_DATE_STATUS[f] === next);
    const today = todayYmd();
    // A game replayed after its completion keeps an empty start: today would come after the
    // completion date, a date order the form refuses on a field this status hides.
    const completed = getValues("completedDate").trim();
    const afterCompletion = field === "startDate" && completed !== "" && today > completed;
    if (field && getValues(field).trim() === "" && !afterCompletion) {
      set(field, today);
      autoFilled.current[field] = today;
    }
  };
}

const setAll = (set: SetValue, values: Partial<GameFormValues>) => {
  for (const [k, v] of Object.entries(values) as [keyof GameFormValues, GameFormValues[keyof GameFormValues]][]) set(k, v);
};

/**
 * Choosing a search result fills the form from that catalog game and offers only its platforms. A title
 * changed away from that game (its normalised form differs) lets go of it: the link, what it filled and
 * the form still holds, and its platform list go, and a note says so.
 */
function useCatalogChoice(
  getValues: GetValues,
  set: SetValue,
  initialOptions: string[],
  initialLink: CatalogLink | null,
  onPlatformKept: (platform: string) => void,
) {
  const qc = useQueryClient();
  const [platformOptions, setPlatformOptions] = useState(initialOptions);
  const [chosenTitle, setChosenTitle] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const link = useRef<CatalogLink | null>(initialLink);
  const [unlinkedNote, setUnlinkedNote] = useState<string | null>(null);
  /** Returns the failure to show, or null. */
  const choose = async (r: CatalogSearchResult): Promise<string | null> => {
    set("title", r.title);
    setChosenTitle(r.title);
    setUnlinkedNote(null);
    setLoading(true);
    try {
      const game = await fetchCatalogGame(qc, r.slug);
      const fill = catalogFill(game);
      setAll(set, fill);
      link.current = { title: game.title, fill };
      setChosenTitle(game.title);
      const options = catalogPlatformOptions(game);
      setPlatformOptions(options);
      const kept = platformAfterOptions(getValues("platform"), options);
      set("platform", kept);
      if (kept) onPlatformKept(kept);
      return null;
    } catch {
      return "Failed to fetch game details. Please try again.";
    } finally {
      setLoading(false);
    }
  };
  const titleChanged = (title: string) => {
    const chosen = link.current;
    if (!chosen || normalTitle(title) === normalTitle(chosen.title)) return;
    link.current = null;
    setAll(set, unlinkedValues(getValues(), chosen.fill));
    setChosenTitle(null);
    setPlatformOptions([...PLATFORMS]);
    setUnlinkedNote(`No longer linked to ${chosen.title}: its cover and details were removed.`);
  };
  return { platformOptions, chosenTitle, loading, choose, titleChanged, unlinkedNote };
}

/**
 * Before a new game is saved: the library's copy of it, if any (the list My Games shows, fetched when not
 * cached). A library that cannot be read does not stop the save: two copies are allowed anyway.
 */
function useCopyCheck() {
  const qc = useQueryClient();
  return async (out: GameFormOutput): Promise<LibraryGameSummary | null> => {
    try {
      const list = qc.getQueryData<LibraryGameSummary[]>(gameKeys.list()) ?? (await qc.fetchQuery({ ...gamesListQuery(), retry: false }));
      return findCopy(list, out);
    } catch {
      return null;
    }
  };
}

export function useGameForm({ mode, gameId, defaults, platformOptions: initialOptions, onClose, onSaved, review, linked = null, kept }: GameFormOptions) {
  const createGame = useCreateGame();
  const updateGame = useUpdateGame();
  const navigate = useNavigate();
  const resolver = useMemo(() => gameFormResolver(defaults), [defaults]);
  const form = useForm<GameFormValues, unknown, GameFormOutput>({ resolver, defaultValues: defaults });
  const {
    register,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted, dirtyFields },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);

  const set: SetValue = (name, value) => setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
  const achievements = useAchievementLookup(getValues, set);
  const whileCompleted = (platform: string) => {
    if (getValues("status") === "COMPLETED") achievements.lookup(platform);
  };
  const statusDates = useStatusDates(getValues, set);
  const catalog = useCatalogChoice(getValues, set, initialOptions, mode === "add" ? linked : null, whileCompleted);
  const copyOf = useCopyCheck();
  /** The library's copy the player was told about; `allowedCopy`: the one they chose to add another of. */
  const [copy, setCopy] = useState<LibraryGameSummary | null>(null);
  const allowedCopy = useRef<string | null>(null);

  const err = (name: keyof GameFormValues) => (errors[name] as { message?: string } | undefined)?.message;

  /** The 100% rule: while checked, the completed count equals a positive total. */
  const syncCompletedToTotal = (total: string) => {
    if (Number(total) > 0) set("achievementsCompleted", total.trim());
  };

  /** A game this dialog added whose review then failed: saving again updates it, never adds it twice. */
  const added = useRef<string | null>(null);
  const submit = form.handleSubmit(async (out) => {
    setFormError(null);
    setCopy(null);
    const withReview = out.status === "COMPLETED" ? review : undefined;
    if (withReview && !(await withReview.validate())) return;
    if (mode === "add" && added.current === null) {
      const existing = await copyOf(out);
      if (existing && existing.id !== allowedCopy.current) return setCopy(existing);
    }
    try {
      const id = gameId ?? added.current;
      const saved = id
        ? await updateGame.mutateAsync({ id, body: updateBody(out, (field) => Boolean(dirtyFields[field])) })
        : await createGame.mutateAsync(createBody(out));
      if (mode === "add") added.current = saved.id;
      const reviewFailure = withReview ? await withReview.save(saved.id, saved.rating) : null;
      if (reviewFailure) return setFormError(reviewFailure);
      onSaved?.(saved);
      dialogSaved({ say: mode === "add" ? `${saved.title} was added to your library.` : `${saved.title} was saved.`, item: itemKey("game", saved.id) });
      onClose();
    } catch (e) {
      const base = mode === "add" ? "Failed to add game" : "Failed to update game";
      const unplaced = e instanceof ApiError && e.code === "validation_failed" ? applyIssues(e, setError, FORM_FIELDS) : [];
      setFormError(unplaced.length ? `${base}: ${unplaced.join("; ")}` : base);
    }
  });

  return {
    watch: form.watch,
    set,
    err,
    /** An input's id ("game-{name}"), error and registration. */
    field: (name: InputName, options?: RegisterOptions<GameFormValues, InputName>) => ({ id: `game-${name}`, error: err(name), ...register(name, options) }),
    register,
    /** A message on a field (a check the server made), or none. */
    fieldError: (name: InputName, message: string | null) => (message === null ? form.clearErrors(name) : setError(name, { type: "server", message })),
    /** The values the form opened with. */
    defaults,
    searchMode: mode === "add" && defaults.title === "",
    formError,
    isSubmitting,
    platformOptions: catalog.platformOptions,
    chosenTitle: catalog.chosenTitle,
    loadingDetails: catalog.loading,
    achievementNote: achievements.note,
    submit: (e: FormEvent<HTMLFormElement>) => void submit(e),
    /** The library's copy of the game being added, found when saving: the dialog asks before adding another. */
    copy,
    openCopy: (g: LibraryGameSummary) => {
      onClose();
      void navigate(gamePath(g.slug));
    },
    addAnotherCopy: (g: LibraryGameSummary) => {
      allowedCopy.current = g.id;
      void submit();
    },
    /** Says the title let go of the catalog game it was chosen from (null until it does). */
    unlinkedNote: catalog.unlinkedNote,
    /** The title as typed (search box or text field): a title that leaves the chosen catalog game unlinks it. */
    titleChanged: catalog.titleChanged,
    chooseResult: (r: CatalogSearchResult) => {
      setFormError(null);
      void catalog.choose(r).then((failure) => {
        if (failure) setFormError(failure);
      });
    },
    changePlatform: (platform: string) => {
      set("platform", platform);
      whileCompleted(platform);
    },
    changeStatus: (next: GameStatus) => {
      // What the server will bring back is shown first (not sent: the server restores the same), so
      // the status's own date is filled with today only when nothing is kept for it.
      for (const [field, value] of keptFill(next, kept ?? {})) {
        if (getValues(field) === EMPTY_VALUES[field]) setValue(field, value as never);
      }
      statusDates(next);
      if (next !== "COMPLETED") {
        achievements.clearNote();
        return;
      }
      const platform = getValues("platform");
      if (platform) achievements.lookup(platform);
    },
    change100Percent: (checked: boolean) => {
      if (checked) syncCompletedToTotal(getValues("totalAchievements"));
    },
    changeTotal: (total: string) => {
      if (getValues("completed100Percent")) syncCompletedToTotal(total);
    },
  };
}

export type GameFormApi = ReturnType<typeof useGameForm>;
