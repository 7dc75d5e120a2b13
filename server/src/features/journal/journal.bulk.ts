// Journal categories and entries written in bulk (imports, and their undo), by the rules of the journal's
// requests (the same schemas): a category's name and colour as CreateJournalCategorySchema has them, at
// most JOURNAL_CATEGORIES_MAX of them; an entry's title, text, date and tags as CreateJournalEntrySchema
// has them, in one of the user's categories, about no game or one of the user's. An item that breaks a
// rule is skipped with the reason; an entry with the same date, title and text is there already. Also
// what an export reads of them.
import { randomUUID } from "node:crypto";
import { CreateJournalCategorySchema, CreateJournalEntrySchema, JOURNAL_CATEGORIES_MAX, JOURNAL_TEXTS } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { emptyOutcome, type BulkOutcome } from "../../lib/bulk.ts";
import { ownedGameIds } from "../games/index.ts";
import {
  categoryStates,
  deleteEntries,
  deleteUnusedCategory,
  entrySignatures,
  insertCategory,
  insertEntries,
  placeCategory,
  type CategoryState,
} from "./journal.bulk.queries.ts";
import type { EntryFields } from "./journal.queries.ts";

export { categoriesForExport, entriesForExport } from "./journal.bulk.queries.ts";

type Tx = Prisma.TransactionClient;

export interface BulkCategory {
  name: string;
  color: string;
  position: number;
  createdAt: Date;
}

/** Its category is one of the user's in any case (the categories of the same write included). */
export interface BulkEntry extends EntryFields {
  createdAt: Date;
  updatedAt: Date;
}

/** A category a bulk write gave another colour or place: what it was, for undo. */
export interface Replaced {
  id: string;
  color: string;
  position: number;
}

const firstIssue = (r: { success: false; error: { issues: { message: string }[] } }) => r.error.issues[0]?.message ?? "Not valid";
const signature = (date: string, title: string | null, content: string) => `${date}|${title ?? ""}|${content}`;

/**
 * Adds the categories the user lacks (by name, whatever its case) and gives those they have the colour
 * and place given; `written` ids are the new ones.
 */
export async function addCategories(tx: Tx, userId: string, categories: BulkCategory[]): Promise<BulkOutcome & { replaced: Replaced[] }> {
  const out = { ...emptyOutcome(), replaced: [] as Replaced[] };
  if (categories.length === 0) return out;
  const have = await categoryStates(tx, userId);
  const byName = new Map<string, CategoryState>(have.map((c) => [c.name.toLowerCase(), c]));
  let count = have.length;
  for (const [index, c] of categories.entries()) {
    const parsed = CreateJournalCategorySchema.safeParse({ name: c.name, color: c.color });
    if (!parsed.success) {
      out.skipped.push({ index, reason: firstIssue(parsed) });
      continue;
    }
    const { name, color } = parsed.data;
    const found = byName.get(name.toLowerCase());
    if (found) {
      if (found.color !== color || found.position !== c.position) {
        out.replaced.push({ id: found.id, color: found.color, position: found.position });
        await placeCategory(tx, userId, found.id, color, c.position);
        byName.set(name.toLowerCase(), { ...found, color, position: c.position });
      }
      out.already.push(index);
      continue;
    }
    if (count >= JOURNAL_CATEGORIES_MAX) {
      out.skipped.push({ index, reason: JOURNAL_TEXTS.tooManyCategories });
      continue;
    }
    const made = await insertCategory(tx, userId, { name, color, position: c.position, createdAt: c.createdAt });
    byName.set(name.toLowerCase(), made);
    count++;
    out.written.push({ index, id: made.id });
  }
  return out;
}

/** Writes the entries that keep the rules and are not there yet. */
export async function addEntries(tx: Tx, userId: string, entries: BulkEntry[]): Promise<BulkOutcome> {
  const out = emptyOutcome();
  if (entries.length === 0) return out;
  const categories = new Map((await categoryStates(tx, userId)).map((c) => [c.name.toLowerCase(), c.name]));
  const games = await ownedGameIds(tx, userId, [...new Set(entries.flatMap((e) => (e.libraryGameId ? [e.libraryGameId] : [])))]);
  const written = new Set((await entrySignatures(tx, userId)).map((e) => signature(e.date.toISOString().slice(0, 10), e.title, e.content)));
  const rows: Prisma.JournalEntryCreateManyInput[] = [];
  for (const [index, e] of entries.entries()) {
    const parsed = CreateJournalEntrySchema.safeParse({ title: e.title, content: e.content, category: e.category, date: e.date, tags: e.tags });
    if (!parsed.success) {
      out.skipped.push({ index, reason: firstIssue(parsed) });
      continue;
    }
    const p = parsed.data;
    const title = p.title ?? null;
    const sig = signature(p.date, title, p.content);
    if (written.has(sig)) {
      out.already.push(index);
      continue;
    }
    const category = categories.get(p.category.toLowerCase());
    if (!category) {
      out.skipped.push({ index, reason: JOURNAL_TEXTS.unknownCategory });
      continue;
    }
    if (e.libraryGameId !== null && !games.has(e.libraryGameId)) {
      out.skipped.push({ index, reason: "Its game is not in your library" });
      continue;
    }
    written.add(sig);
    const id = randomUUID();
    rows.push({
      id,
      userId,
      libraryGameId: e.libraryGameId,
      title,
      content: p.content,
      category,
      date: new Date(`${p.date}T00:00:00.000Z`),
      tags: p.tags,
      createdAt: e.createdAt,
      updatedAt: e.updatedAt,
    });
    out.written.push({ index, id });
  }
  await insertEntries(tx, rows);
  return out;
}

/** Undoes a bulk write: its entries deleted, its categories deleted unless written in since, replaced colours and places put back. */
export async function undoJournalWrites(tx: Tx, userId: string, log: { entries: string[]; categories: string[]; replaced: Replaced[] }): Promise<void> {
  await deleteEntries(tx, userId, log.entries);
  for (const id of log.categories) await deleteUnusedCategory(tx, userId, id);
  for (const r of log.replaced) await placeCategory(tx, userId, r.id, r.color, r.position);
}
