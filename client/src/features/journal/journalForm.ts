// The entry dialog's values and checks (the shared entry rules, plus a game in game mode) and what a
// failed save says.
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { CreateJournalEntrySchema, JOURNAL_TAG_LIMITS, JOURNAL_TEXTS, type JournalEntryDto } from "@savepoint/common";

export type JournalDialogMode = "game" | "general";

export interface JournalFormValues {
  /** The library game ("" until one is chosen; always "" in general mode). */
  gameId: string;
  title: string;
  content: string;
  category: string;
  /** "YYYY-MM-DD" ("" when cleared). */
  date: string;
  tags: string[];
}

const shape = CreateJournalEntrySchema.shape;
const fields = {
  title: shape.title,
  content: shape.content,
  category: z.string().trim().min(1, JOURNAL_TEXTS.categoryRequired),
  date: shape.date,
  tags: shape.tags,
};

const schemas = {
  game: z.object({ ...fields, gameId: z.string().min(1, JOURNAL_TEXTS.gameRequired) }),
  general: z.object({ ...fields, gameId: z.string().transform(() => null) }),
};
export type JournalFormOutput = Omit<z.output<(typeof schemas)["general"]>, "gameId"> & { gameId: string | null };

/** In game mode a game is required; in general mode the entry has none. */
export const journalFormResolver = (mode: JournalDialogMode) =>
  zodResolver(schemas[mode]) as unknown as Resolver<JournalFormValues, unknown, JournalFormOutput>;

/** The form's starting values: the entry edited, or a new entry (of `gameId`, today, `category`). */
export function initialValues(entry: JournalEntryDto | null, gameId: string | null, category: string, today: string): JournalFormValues {
  if (entry) {
    return {
      gameId: entry.gameId ?? "",
      title: entry.title ?? "",
      content: entry.content,
      category: entry.category,
      date: entry.date.slice(0, 10),
      tags: [...entry.tags],
    };
  }
  return { gameId: gameId ?? "", title: "", content: "", category, date: today, tags: [] };
}

/**
 * Whether `raw` can join `tags`: the trimmed tag, or why not (blank, a duplicate in any case, too long,
 * one too many).
 */
export function checkTag(raw: string, tags: readonly string[]): { tag: string } | { refused: string | null } {
  const tag = raw.trim();
  if (tag === "") return { refused: null };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { refused: `${tag} is already added` };
  if (tag.length > JOURNAL_TAG_LIMITS.maxChars) return { refused: `A tag must be at most ${JOURNAL_TAG_LIMITS.maxChars} characters` };
  if (tags.length >= JOURNAL_TAG_LIMITS.max) return { refused: `At most ${JOURNAL_TAG_LIMITS.max} tags` };
  return { tag };
}
