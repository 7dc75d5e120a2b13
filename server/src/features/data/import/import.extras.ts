// The rest of a Savepoint export, restored beside its games through each owning feature's face (their
// rules apply: a review only of a completed game and at most 2,000 characters, an entry in one of the
// user's categories, no follow across a block…): reviews, journal categories and entries, follows,
// blocks, likes given, 'Not interested', favourite games (while the account has none), the notification
// switches (while the account has switched none off), the wishlist, and the profile
// and privacy settings the account still has at their defaults. Nothing already there is duplicated or
// overwritten; what a rule refused is reported (`rejected`); the log says what undo removes.
import type { ImportRejectedDto } from "@savepoint/common";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { BulkOutcome } from "../../../lib/bulk.ts";
import { addCategories, addEntries, undoJournalWrites, type Replaced } from "../../journal/index.ts";
import {
  addBlocks,
  addFollows,
  restoreFavourites,
  restoreProfile,
  undoFavourites,
  undoProfile,
  undoRelations,
  type ProfileFields,
  type ProfileLog,
} from "../../people/index.ts";
import { restoreNotificationSettings, undoNotificationSettings } from "../../notifications/index.ts";
import { removeDismissals, restoreDismissals } from "../../recommendations/index.ts";
import { addLikes, addReviews, removeLikes, removeReviews } from "../../reviews/index.ts";
import { catalogByIds } from "../../catalog/index.ts";
import { addWishes, undoWishes } from "../../wishlist/index.ts";
import type { SavepointExtras } from "./parse.savepoint.ts";

type Tx = Prisma.TransactionClient;

export interface ExtrasLog {
  reviews: string[];
  entries: string[];
  categories: string[];
  recoloured: Replaced[];
  follows: string[];
  blocks: string[];
  /** Follows the restored blocks ended, both ways (absent from logs written before blocks ended them). */
  unfollowed?: { followerId: string; followeeId: string; createdAt: Date | string }[];
  likes: string[];
  /** Catalog games newly marked 'Not interested' (absent from logs written before they were imported). */
  dismissed?: number[];
  /** The favourite games written, in order (absent from logs written before they were imported). */
  favourites?: string[];
  /** The kinds of notification switched off (absent from logs written before they were imported). */
  mutedNotifications?: string[];

  /** The wishes written (absent from logs written before the wishlist). */
  wishlist?: string[];
  profile: ProfileLog | null;
}

/** Something of the export an owner's rule refused: what it was, and why. */
export type Rejected = ImportRejectedDto;

const ids = (o: BulkOutcome) => o.written.map((w) => w.id);
const writtenIds = (o: BulkOutcome) => new Set(ids(o));
const rejections = (o: BulkOutcome, what: (index: number) => string): Rejected[] => o.skipped.map((s) => ({ what: what(s.index), reason: s.reason }));

export async function applyExtras(
  tx: Tx,
  userId: string,
  extras: SavepointExtras,
  gameIds: Map<string, string>,
  now: Date,
): Promise<{ log: ExtrasLog; rejected: Rejected[] }> {
  const rejected: Rejected[] = [];
  const gameOf = (exportId: string | null) => (exportId === null ? null : (gameIds.get(`savepoint:${exportId}`) ?? null));

  // Reviews of the games restored (one whose game was not imported has nothing to be about).
  const reviewed = extras.reviews.flatMap((r, i) => {
    const gameId = gameOf(r.gameId);
    if (gameId) return [{ i, gameId }];
    rejected.push({ what: `Review ${i + 1}`, reason: "Its game was not imported" });
    return [];
  });
  const reviews = await addReviews(
    tx,
    userId,
    reviewed.map(({ i, gameId }) => {
      const r = extras.reviews[i]!;
      return {
        libraryGameId: gameId,
        rating: r.rating,
        comment: r.comment,
        spoiler: r.spoiler,
        hours: r.hours,
        platform: r.platform,
        completed100Percent: r.completed100Percent,
        createdAt: new Date(r.createdAt),
        updatedAt: new Date(r.updatedAt),
      };
    }),
    now,
  );
  rejected.push(...rejections(reviews, (k) => `Review ${reviewed[k]!.i + 1}`));

  const categories = await addCategories(
    tx,
    userId,
    extras.journal.categories.map((c) => ({ name: c.name, color: c.color, position: c.position, createdAt: new Date(c.createdAt) })),
  );
  rejected.push(...rejections(categories, (k) => `Journal category "${extras.journal.categories[k]!.name}"`));
  const entries = await addEntries(
    tx,
    userId,
    extras.journal.entries.map((e) => ({
      libraryGameId: gameOf(e.gameId),
      title: e.title,
      content: e.content,
      category: e.category,
      date: e.date,
      tags: e.tags,
      createdAt: new Date(e.createdAt),
      updatedAt: new Date(e.updatedAt),
    })),
  );
  rejected.push(...rejections(entries, (k) => `Journal entry of ${extras.journal.entries[k]!.date}`));

  const follows = await addFollows(
    tx,
    userId,
    extras.follows.map((f) => ({ username: f.username, createdAt: new Date(f.createdAt) })),
  );
  rejected.push(...rejections(follows, (k) => `Follow of ${extras.follows[k]!.username}`));
  const blocks = await addBlocks(
    tx,
    userId,
    extras.blocks.map((b) => ({ username: b.username, createdAt: new Date(b.createdAt) })),
  );
  rejected.push(...rejections(blocks, (k) => `Block of ${extras.blocks[k]!.username}`));

  // Likes of reviews still there, by others (a like of one gone is not worth a report).
  const likes = await addLikes(
    tx,
    userId,
    extras.likes.map((l) => ({ reviewId: l.reviewId, createdAt: new Date(l.createdAt) })),
  );

  // 'Not interested', for the catalog games this instance has (one already dismissed keeps its date).
  const dismissed = await restoreDismissals(
    tx,
    userId,
    extras.dismissedRecommendations.map((d) => ({ catalog: d.catalog, createdAt: new Date(d.createdAt) })),
  );

  // Favourite games, of the games restored, while the account has chosen none of its own.
  const favourites = await restoreFavourites(
    tx,
    userId,
    extras.favourites.flatMap((exportId) => gameOf(exportId) ?? []),
  );

  // Notification switches, while the account has switched none off itself.
  const mutedNotifications = extras.notifications ? await restoreNotificationSettings(tx, userId, extras.notifications) : [];
  // The wishlist: a catalog game this instance knows (by slug, else IGDB id, else Steam app id), else its
  // title as the player's own; not a game the library has now, nor one wished for already.
  const refs = extras.wishlist.flatMap((w) => (w.catalog ? [w.catalog] : []));
  const known = await catalogByIds(tx, {
    slugs: refs.map((c) => c.slug),
    igdb: refs.flatMap((c) => (c.igdbId === null ? [] : [c.igdbId])),
    steam: refs.flatMap((c) => (c.steamAppId === null ? [] : [c.steamAppId])),
  });
  const catalogOf = (c: (typeof refs)[number]) =>
    known.find((k) => k.slug === c.slug) ??
    known.find((k) => c.igdbId !== null && k.igdbId === c.igdbId) ??
    known.find((k) => c.steamAppId !== null && k.steamAppId === c.steamAppId);
  const wishes = await addWishes(
    tx,
    userId,
    extras.wishlist.map((w) => {
      const found = w.catalog ? catalogOf(w.catalog) : undefined;
      return { catalogGameId: found?.id ?? null, title: found?.title ?? w.title, platform: w.platform, createdAt: new Date(w.createdAt) };
    }),
    now,
  );
  rejected.push(...rejections(wishes, (k) => `Wish for ${extras.wishlist[k]!.title}`));

  // Profile and privacy: only what the account still has at its default.
  const wanted: ProfileFields = { bio: extras.profile.bio, accountColor: extras.profile.accountColor, theme: extras.profile.theme, ...extras.privacy };
  const profile = await restoreProfile(tx, userId, wanted);
  rejected.push(...profile.skipped.map((s) => ({ what: `Profile setting ${s.field}`, reason: s.reason })));

  const log: ExtrasLog = {
    reviews: ids(reviews),
    entries: ids(entries),
    categories: ids(categories),
    recoloured: categories.replaced,
    follows: ids(follows),
    blocks: ids(blocks),
    // A follow this import wrote and a block then ended is not one to put back.
    unfollowed: blocks.unfollowed.filter((f) => !(f.followerId === userId && writtenIds(follows).has(f.followeeId))),
    likes: ids(likes),
    dismissed,
    favourites,
    mutedNotifications,
    wishlist: ids(wishes),
    profile: profile.log,
  };
  return { log, rejected };
}

export async function undoExtras(tx: Tx, userId: string, log: ExtrasLog): Promise<void> {
  await removeLikes(tx, userId, log.likes);
  await removeDismissals(tx, userId, log.dismissed ?? []);
  await undoFavourites(tx, userId, log.favourites ?? []);
  await undoNotificationSettings(tx, userId, log.mutedNotifications ?? []);
  await undoWishes(tx, userId, log.wishlist ?? []);
  await undoRelations(tx, userId, { follows: log.follows, blocks: log.blocks, unfollowed: log.unfollowed });
  await removeReviews(tx, userId, log.reviews);
  // A category the user has written in since stays.
  await undoJournalWrites(tx, userId, { entries: log.entries, categories: log.categories, replaced: log.recoloured });
  if (log.profile) await undoProfile(tx, userId, log.profile);
}
