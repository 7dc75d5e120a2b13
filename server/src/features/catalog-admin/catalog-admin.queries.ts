// The SQL of catalog management: upload jobs (their progress), and entries an admin hid.
import { CATALOG_ADMIN_TEXTS, type CatalogUploadDto, type CatalogUploadStatus, type HiddenCatalogEntryDto } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { LeaseLost, leaseEnd, type JobOwner } from "../../lib/leases.ts";
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

/** A new upload, running under `owner`'s lease. */
export async function createUpload(tx: Tx, adminId: string, fileName: string, total: number, owner: JobOwner): Promise<CatalogUploadDto> {
  const rows = await tx.$queryRaw<UploadRow[]>`
    INSERT INTO "catalog_uploads" ("adminId", "fileName", "total", "status", "leaseOwner", "leaseUntil")
    VALUES (${adminId}::uuid, ${fileName}, ${total}, 'running', ${owner.id}::uuid, ${leaseEnd(owner.lease.ttlMs)})
    RETURNING "id", "fileName", "status", "total", "done", "written", "error", "createdAt", "finishedAt"`;
  return toUploadDto(rows[0]!);
}

/** Renews every lease `owner` holds on uploads. */
export async function renewUploadLeases(db: Db, owner: JobOwner): Promise<void> {
  await db.$executeRaw`UPDATE "catalog_uploads" SET "leaseUntil" = ${leaseEnd(owner.lease.ttlMs)} WHERE "leaseOwner" = ${owner.id}::uuid`;
}

/**
 * Uploads whose owner is gone — their lease ended — are marked failed (their job is gone); a live
 * process's are never touched. `all`: every running upload, when no other process can be alive.
 * Answers how many.
 */
export async function recoverUploads(db: Db, now: Date, { all = false }: { all?: boolean } = {}): Promise<number> {
  return db.$executeRaw`
    UPDATE "catalog_uploads"
    SET "status" = 'failed', "error" = ${CATALOG_ADMIN_TEXTS.interrupted}, "finishedAt" = ${now}, "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE ${all ? Prisma.sql`"leaseUntil" IS NOT NULL` : Prisma.sql`"leaseUntil" < now()`}`;
}

export async function findUpload(db: Db, id: string): Promise<CatalogUploadDto | null> {
  const row = await db.catalogUpload.findUnique({ where: { id } });
  return row ? toUploadDto(row) : null;
}

export async function recentUploads(db: Db, take: number): Promise<CatalogUploadDto[]> {
  return (await db.catalogUpload.findMany({ orderBy: { createdAt: "desc" }, take })).map(toUploadDto);
}

/** Records progress on `owner`'s running upload, renewing its lease; throws LeaseLost when another process recovered it. */
export async function setUploadProgress(db: Db, id: string, done: number, written: number, owner: JobOwner): Promise<void> {
  const count = await db.$executeRaw`
    UPDATE "catalog_uploads" SET "done" = ${done}, "written" = ${written}, "leaseUntil" = ${leaseEnd(owner.lease.ttlMs)}
    WHERE "id" = ${id}::uuid AND "leaseOwner" = ${owner.id}::uuid AND "status" = 'running'`;
  if (count === 0) throw new LeaseLost(`catalog upload ${id}`);
}

/** Ends `owner`'s running upload (done or failed) and its lease; false when it was no longer `owner`'s. */
export async function finishUpload(db: Db, id: string, outcome: { status: "done" | "failed"; error?: string }, at: Date, owner: JobOwner): Promise<boolean> {
  const { count } = await db.catalogUpload.updateMany({
    where: { id, leaseOwner: owner.id, status: "running" },
    data: { status: outcome.status, error: outcome.error ?? null, finishedAt: at, leaseOwner: null, leaseUntil: null },
  });
  return count > 0;
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

export { inTransaction } from "../../db/prisma.ts";
