// The SQL of journal categories and entries written in bulk (journal.bulk.ts: imports and their undo)
// and of what an export reads of them.
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

type Tx = Prisma.TransactionClient;
type Read = Tx | Db;

const CHUNK = 500;

export interface CategoryState {
  id: string;
  name: string;
  color: string;
  position: number;
}

export function categoryStates(db: Read, userId: string): Promise<CategoryState[]> {
  return db.journalCategory.findMany({ where: { userId }, select: { id: true, name: true, color: true, position: true } });
}

export async function insertCategory(tx: Tx, userId: string, c: { name: string; color: string; position: number; createdAt: Date }): Promise<CategoryState> {
  return tx.journalCategory.create({ data: { userId, ...c }, select: { id: true, name: true, color: true, position: true } });
}

/** Sets a category's colour and place (of the user's; none when it is gone). */
export async function placeCategory(tx: Tx, userId: string, id: string, color: string, position: number): Promise<void> {
  await tx.journalCategory.updateMany({ where: { id, userId }, data: { color, position } });
}

/** Deletes a category of the user's unless an entry is written in it. */
export async function deleteUnusedCategory(tx: Tx, userId: string, id: string): Promise<void> {
  const c = await tx.journalCategory.findFirst({ where: { id, userId }, select: { name: true } });
  if (c && (await tx.journalEntry.count({ where: { userId, category: c.name } })) === 0) await tx.journalCategory.delete({ where: { id } });
}

/** What tells the user's entries apart for a restore: date, title and text. */
export async function entrySignatures(db: Read, userId: string): Promise<{ date: Date; title: string | null; content: string }[]> {
  return db.journalEntry.findMany({ where: { userId }, select: { date: true, title: true, content: true } });
}

export async function insertEntries(tx: Tx, rows: Prisma.JournalEntryCreateManyInput[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.journalEntry.createMany({ data: rows.slice(i, i + CHUNK) });
}

export async function deleteEntries(tx: Tx, userId: string, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.journalEntry.deleteMany({ where: { userId, id: { in: ids } } });
}

/** The user's categories as an export writes them, in their order. */
export function categoriesForExport(db: Read, userId: string) {
  return db.journalCategory.findMany({
    where: { userId },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { name: true, color: true, position: true, createdAt: true },
  });
}

/** The user's entries as an export writes them, oldest first, with their game's title and platform. */
export function entriesForExport(db: Read, userId: string) {
  return db.journalEntry.findMany({
    where: { userId },
    orderBy: [{ date: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: {
      libraryGameId: true,
      title: true,
      content: true,
      category: true,
      date: true,
      tags: true,
      createdAt: true,
      updatedAt: true,
      libraryGame: { select: { title: true, platform: true } },
    },
  });
}

/** Journal entries across the instance (the admin's overview). */
export function countJournalEntries(db: Read): Promise<number> {
  return db.journalEntry.count();
}

/** What an account's deletion removes after the cascade: its journal version (no key to users on purpose). */
export async function forgetJournalVersion(tx: Pick<Db, "$executeRaw">, userId: string): Promise<void> {
  await tx.$executeRaw`DELETE FROM "journal_versions" WHERE "userId" = ${userId}::uuid`;
}
