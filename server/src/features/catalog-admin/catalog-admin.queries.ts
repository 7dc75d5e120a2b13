// The SQL of catalog management: upload jobs (their progress), and entries an admin hid.
import { CATALOG_ADMIN_TEXTS, type CatalogUploadDto, type CatalogUploadStatus, type HiddenCatalogEntryDto } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { catalogEntry, setCatalogGameHidden } from "../catalog/index.ts";

type Tx = Prisma.TransactionClient;

interface UploadRow {
  id: string;
  fileName: string;
  status: string;
  total: number;
  done: number;
  written: number;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const toUploadDto = (r: UploadRow): CatalogUploadDto => ({
  id: r.id,
  fileName: r.fileName,
  status: r.status as CatalogUploadStatus,
  total: r.total,
  done: r.done,
  written: r.written,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export async function createUpload(tx: Tx, adminId: string, fileName: string, total: number): Promise<CatalogUploadDto> {
  return toUploadDto(await tx.catalogUpload.create({ data: { adminId, fileName, total, status: "running" } }));
}

/** At start: the uploads a stop cut off are marked failed (their job is gone); answers how many. */
export async function recoverUploads(db: Pick<Db, "catalogUpload">, now: Date): Promise<number> {
  const { count } = await db.catalogUpload.updateMany({
    where: { status: "running" },
    data: { status: "failed", error: CATALOG_ADMIN_TEXTS.interrupted, finishedAt: now },
  });
  return count;
}

export async function findUpload(db: Db, id: string): Promise<CatalogUploadDto | null> {
  const row = await db.catalogUpload.findUnique({ where: { id } });
  return row ? toUploadDto(row) : null;
}

export async function recentUploads(db: Db, take: number): Promise<CatalogUploadDto[]> {
  return (await db.catalogUpload.findMany({ orderBy: { createdAt: "desc" }, take })).map(toUploadDto);
}

export async function setUploadProgress(db: Db, id: string, done: number, written: number): Promise<void> {
  await db.catalogUpload.update({ where: { id }, data: { done, written } });
}

export async function finishUpload(db: Db, id: string, outcome: { status: "done" | "failed"; error?: string }, at: Date): Promise<void> {
  await db.catalogUpload.update({ where: { id }, data: { status: outcome.status, error: outcome.error ?? null, finishedAt: at } });
}

/** A catalog game's name, and whether it is hidden now and by an admin (the game locked for the rest of `tx`). */
export async function hideState(tx: Tx, id: number) {
  const game = await catalogEntry(tx, id);
  if (!game) return null;
  const adminHide = await tx.catalogHide.findUnique({ where: { catalogGameId: id }, select: { wasHidden: true } });
  return { ...game, adminHide };
}

/** Hides the entry, remembering whether it was hidden before; updatedAt moves so search and recommendations pick it up. */
export async function hideEntry(tx: Tx, id: number, wasHidden: boolean, adminId: string): Promise<void> {
  await tx.catalogHide.create({ data: { catalogGameId: id, wasHidden, hiddenById: adminId } });
  await setCatalogGameHidden(tx, id, true);
}

/** Unhides the entry: it is as hidden as it was before the admin hid it. */
export async function unhideEntry(tx: Tx, id: number, wasHidden: boolean): Promise<void> {
  await tx.catalogHide.delete({ where: { catalogGameId: id } });
  await setCatalogGameHidden(tx, id, wasHidden);
}

export async function hiddenEntries(db: Db, take: number): Promise<HiddenCatalogEntryDto[]> {
  const rows = await db.catalogHide.findMany({
    orderBy: [{ createdAt: "desc" }, { catalogGameId: "desc" }],
    take,
    select: { createdAt: true, hiddenBy: { select: { username: true } }, catalogGame: { select: { id: true, slug: true, title: true, year: true } } },
  });
  return rows.map((r) => ({ ...r.catalogGame, hiddenAt: r.createdAt.toISOString(), hiddenBy: r.hiddenBy?.username ?? null }));
}
