// The wishlist for imports and exports (ADR 018): wishes written in bulk in the import's transaction by
// the wishlist's rules (a catalog game the library has is not wished for, a wish already there is not
// made twice), their undo, and the list an export writes.
import { randomUUID } from "node:crypto";
import { TITLE_MAX, WISHLIST_TEXTS } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { BulkOutcome } from "../../lib/bulk.ts";
import {
  deleteWishes,
  insertWishes,
  lockWishlist,
  ownedCatalogGames,
  wishlistExportRows,
  wishlistRows,
  type NewWish,
  type WishlistExportRow,
  type WishlistRow,
} from "./wishlist.queries.ts";

type Tx = Prisma.TransactionClient;

/** A wish an import makes: a catalog game, or a title of the player's own with its platform. */
export interface BulkWish {
  catalogGameId: number | null;
  title: string;
  platform: string | null;
  /** When it was wished for (a restored export's); absent: now. */
  createdAt?: Date;
}

/** Writes the wishes the player has not made and whose catalog game the library lacks; `written` has the ids undo takes. */
export async function addWishes(tx: Tx, userId: string, wishes: readonly BulkWish[], now: Date): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { written: [], already: [], skipped: [] };
  if (wishes.length === 0) return outcome;
  await lockWishlist(tx, userId);
  const owned = await ownedCatalogGames(tx, userId, [...new Set(wishes.flatMap((w) => (w.catalogGameId === null ? [] : [w.catalogGameId])))]);
  const rows: (NewWish & { index: number })[] = [];
  wishes.forEach((w, index) => {
    if (w.catalogGameId !== null && owned.has(w.catalogGameId)) {
      outcome.skipped.push({ index, reason: WISHLIST_TEXTS.alreadyOwned });
    } else {
      const title = w.title.trim().slice(0, TITLE_MAX);
      const platform = w.platform?.trim().slice(0, 100) || (w.catalogGameId === null ? "Other" : null);
      rows.push({ index, id: randomUUID(), catalogGameId: w.catalogGameId, title, platform, createdAt: w.createdAt ?? now });
    }
  });
  const written = await insertWishes(tx, userId, rows);
  for (const r of rows) {
    if (written.has(r.id)) outcome.written.push({ index: r.index, id: r.id });
    else outcome.already.push(r.index);
  }
  return outcome;
}

/** Undoes addWishes: the wishes written that are still on the list go (one moved to the library since has left it already). */
export async function undoWishes(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await lockWishlist(tx, userId);
  await deleteWishes(tx, userId, ids);
}

/** The player's wishlist, newest first, as stored (what an export writes, and an import plans against). */
export const wishlistOf = (db: Pick<Db, "$queryRaw">, userId: string): Promise<WishlistRow[]> => wishlistRows(db, userId);

/** What an export writes of the wishlist, newest first. */
export const wishlistForExport = (db: Pick<Db, "$queryRaw">, userId: string): Promise<WishlistExportRow[]> => wishlistExportRows(db, userId);
