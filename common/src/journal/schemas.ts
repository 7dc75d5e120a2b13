// The journal's request schemas: the server validates with them, the entry dialog and the category
// manager resolve with them.
import { z } from "zod";
import { dateField, labelList } from "../games/fields.ts";
import { blankToNull, blankToUndefined, normalizeTags } from "../games/preprocess.ts";
import { text } from "../primitives.ts";
import { formatCount } from "../text.ts";
import {
  CATEGORY_COLOR_PATTERN,
  DEFAULT_JOURNAL_CATEGORY,
  DEFAULT_JOURNAL_SORT,
  GAME_JOURNAL_ON_DELETE,
  JOURNAL_CATEGORY_NAME_MAX,
  JOURNAL_CONTENT_MAX,
  JOURNAL_SORTS,
  JOURNAL_TAG_LIMITS,
  JOURNAL_TEXTS,
  JOURNAL_TITLE_MAX,
} from "./limits.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (label: string, message: string) =>
  text(label, message)
    .regex(UUID, message)
    .transform((s) => s.toLowerCase());
const gameId = id("Game", JOURNAL_TEXTS.gameRequired);

const title = z.preprocess(blankToNull, text("Title").trim().max(JOURNAL_TITLE_MAX, `Title must be at most ${JOURNAL_TITLE_MAX} characters`).nullable());
const content = text("Content", JOURNAL_TEXTS.contentRequired)
  .trim()
  .min(1, JOURNAL_TEXTS.contentRequired)
  .max(JOURNAL_CONTENT_MAX, `Content must be at most ${formatCount(JOURNAL_CONTENT_MAX)} characters`);
const categoryName = text("Category", JOURNAL_TEXTS.categoryRequired)
  .trim()
  .min(1, JOURNAL_TEXTS.categoryRequired)
  .max(JOURNAL_CATEGORY_NAME_MAX, `Category must be at most ${JOURNAL_CATEGORY_NAME_MAX} characters`);
const date = dateField("Date")
  .refine((d) => d !== null, JOURNAL_TEXTS.dateRequired)
  .transform((d) => d ?? "");
/** Trimmed, none blank, no case-insensitive duplicates, at most 20 of at most 40 characters. */
const tags = labelList({ noun: "tag", plural: "Tags", ...JOURNAL_TAG_LIMITS, normalize: normalizeTags });

/** POST /api/journal: without a game (or with null) it is a general entry. */
export const CreateJournalEntrySchema = z.object({
  gameId: gameId.nullable().optional(),
  title: title.optional(),
  content,
  category: categoryName.default(DEFAULT_JOURNAL_CATEGORY),
  date,
  tags: tags.default([]),
});
export type CreateJournalEntryInput = z.output<typeof CreateJournalEntrySchema>;

/** PUT /api/journal/:id: any of the fields but the game (an entry stays where it was written). */
export const UpdateJournalEntrySchema = z.object({
  title: title.optional(),
  content: content.optional(),
  category: categoryName.optional(),
  date: date.optional(),
  tags: tags.optional(),
});
export type UpdateJournalEntryInput = z.output<typeof UpdateJournalEntrySchema>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const cursor = text("Cursor", JOURNAL_TEXTS.badCursor).regex(/^[A-Za-z0-9_-]{1,1200}$/, JOURNAL_TEXTS.badCursor);
const filterText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, text(label).trim().max(max, `${label} must be at most ${max} characters`).optional());
const flag = z.enum(["true", "false"], { error: "General must be true or false" }).transform((v) => v === "true");

const notBoth = { path: ["general"], message: "Choose a game or general entries, not both" };
/** Whose entries: one game's (`gameId`), the general ones (`general=true`), those with a game (`general=false`), or all. */
const scope = { gameId: gameId.optional(), general: flag.optional() };
const oneScope = (q: { gameId?: string; general?: boolean }) => !(q.general !== undefined && q.gameId);

/**
 * GET /api/journal: every filter combines with the others and with the scope. `q` matches title,
 * content or a tag (case-insensitive, anywhere in them); `tag` is one tag exactly; `month` the entries
 * dated in it. `cursor` is the previous page's nextCursor.
 */
export const JournalListQuerySchema = z
  .object({
    q: filterText("Search", 200),
    category: filterText("Category", JOURNAL_CATEGORY_NAME_MAX),
    tag: filterText("Tag", JOURNAL_TAG_LIMITS.maxChars),
    month: text("Month", JOURNAL_TEXTS.badMonth)
      .regex(MONTH, JOURNAL_TEXTS.badMonth)
      .refine((m) => Number(m.slice(0, 4)) >= 1900, JOURNAL_TEXTS.badMonth)
      .optional(),
    ...scope,
    sort: z.enum(JOURNAL_SORTS, { error: `Sort must be one of ${JOURNAL_SORTS.join(", ")}` }).default(DEFAULT_JOURNAL_SORT),
    cursor: cursor.optional(),
  })
  .refine(oneScope, notBoth);
export type JournalListQuery = z.output<typeof JournalListQuerySchema>;

/** GET /api/journal/facets: what the scope holds (the filter buttons). */
export const JournalFacetsQuerySchema = z.object(scope).refine(oneScope, notBoth);
export type JournalFacetsQuery = z.output<typeof JournalFacetsQuerySchema>;

/** GET /api/journal/entries: one game's entries. */
export const GameJournalQuerySchema = z.object({ gameId });
export type GameJournalQuery = z.output<typeof GameJournalQuerySchema>;

const categoryNameField = text("Name", JOURNAL_TEXTS.categoryNameRequired)
  .trim()
  .min(1, JOURNAL_TEXTS.categoryNameRequired)
  .max(JOURNAL_CATEGORY_NAME_MAX, `Name must be at most ${JOURNAL_CATEGORY_NAME_MAX} characters`);
const color = text("Colour", JOURNAL_TEXTS.categoryColor)
  .regex(CATEGORY_COLOR_PATTERN, JOURNAL_TEXTS.categoryColor)
  .transform((c) => c.toLowerCase());

/** POST /api/journal/categories. */
export const CreateJournalCategorySchema = z.object({ name: categoryNameField, color });
export type CreateJournalCategoryInput = z.output<typeof CreateJournalCategorySchema>;

/** PUT /api/journal/categories/:id: a rename carries every entry of the category with it. */
export const UpdateJournalCategorySchema = z.object({ name: categoryNameField.optional(), color: color.optional() });
export type UpdateJournalCategoryInput = z.output<typeof UpdateJournalCategorySchema>;

/** DELETE /api/journal/categories/:id: its entries move to `moveTo` (one of the caller's other categories; default Other). */
export const DeleteJournalCategoryQuerySchema = z.object({ moveTo: id("Move to", JOURNAL_TEXTS.moveTarget).optional() });
export type DeleteJournalCategoryQuery = z.output<typeof DeleteJournalCategoryQuerySchema>;

/** DELETE /api/games/:id: `journal=keep` (the default) keeps the game's entries as general entries, `delete` deletes them. */
export const DeleteGameQuerySchema = z.object({
  journal: z.enum(GAME_JOURNAL_ON_DELETE, { error: `Journal must be one of ${GAME_JOURNAL_ON_DELETE.join(", ")}` }).default("keep"),
});
export type DeleteGameQuery = z.output<typeof DeleteGameQuerySchema>;
