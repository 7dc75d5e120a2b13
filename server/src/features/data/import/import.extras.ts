// The rest of a Savepoint export, restored beside its games: reviews, journal categories and entries,
// follows, blocks, likes given, and the profile and privacy settings the account still has at their
// defaults. Nothing already there is duplicated or overwritten; the log says what undo removes.
import { randomUUID } from "node:crypto";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { sharedKey } from "../../games/index.ts";
import { removeDismissals, restoreDismissals } from "../../recommendations/index.ts";
import { inChunks } from "./import.apply.ts";
import type { SavepointExtras } from "./parse.savepoint.ts";

type Tx = Prisma.TransactionClient;

const PROFILE_DEFAULTS = { bio: null, accountColor: "indigo", theme: "dark", profileVisibility: "PUBLIC", showActivity: true, showPlaying: true } as const;
type ProfileFields = { -readonly [K in keyof typeof PROFILE_DEFAULTS]?: string | boolean | null };

export interface ExtrasLog {
  reviews: string[];
  entries: string[];
  categories: string[];
  recoloured: { id: string; color: string; position: number }[];
  follows: string[];
  blocks: string[];
  likes: string[];
  /** Catalog games newly marked 'Not interested' (absent from logs written before they were imported). */
  dismissed?: number[];
  profile: { before: ProfileFields; after: ProfileFields } | null;
}

const day = (s: string) => new Date(`${s}T00:00:00.000Z`);

export async function applyExtras(tx: Tx, userId: string, extras: SavepointExtras, gameIds: Map<string, string>): Promise<ExtrasLog> {
  const log: ExtrasLog = { reviews: [], entries: [], categories: [], recoloured: [], follows: [], blocks: [], likes: [], profile: null };
  const gameOf = (exportId: string | null) => (exportId === null ? null : (gameIds.get(`savepoint:${exportId}`) ?? null));

  // Reviews: one per shared game, as the reviews feature has it.
  const games = await tx.libraryGame.findMany({ where: { userId }, select: { id: true, slug: true, catalogGameId: true } });
  const keyOf = new Map(games.map((g) => [g.id, sharedKey(g)]));
  const reviewed = new Set((await tx.review.findMany({ where: { userId }, select: { gameKey: true } })).map((r) => r.gameKey));
  const reviews: Prisma.ReviewCreateManyInput[] = [];
  for (const r of extras.reviews) {
    const gameId = gameOf(r.gameId);
    const key = gameId ? keyOf.get(gameId) : undefined;
    if (!gameId || !key || reviewed.has(key)) continue;
    reviewed.add(key);
    const id = randomUUID();
    reviews.push({
      id,
      userId,
      libraryGameId: gameId,
      gameKey: key,
      rating: r.rating,
      comment: r.comment,
      spoiler: r.spoiler,
      hours: r.hours,
      platform: r.platform,
      completed100Percent: r.completed100Percent,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    });
    log.reviews.push(id);
  }
  await inChunks(reviews, (chunk) => tx.review.createMany({ data: chunk }));

  // Categories by name (whatever its case), then entries not already written.
  const categories = await tx.journalCategory.findMany({ where: { userId }, select: { id: true, name: true, color: true, position: true } });
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c]));
  for (const c of extras.journal.categories) {
    const have = byName.get(c.name.toLowerCase());
    if (have) {
      if (have.color !== c.color || have.position !== c.position) {
        log.recoloured.push({ id: have.id, color: have.color, position: have.position });
        await tx.journalCategory.update({ where: { id: have.id }, data: { color: c.color, position: c.position } });
      }
      continue;
    }
    const made = await tx.journalCategory.create({
      data: { userId, name: c.name, color: c.color, position: c.position, createdAt: new Date(c.createdAt) },
      select: { id: true, name: true, color: true, position: true },
    });
    byName.set(c.name.toLowerCase(), made);
    log.categories.push(made.id);
  }
  const written = new Set(
    (await tx.journalEntry.findMany({ where: { userId }, select: { date: true, title: true, content: true } })).map(
      (e) => `${e.date.toISOString().slice(0, 10)}|${e.title ?? ""}|${e.content}`,
    ),
  );
  const entries: Prisma.JournalEntryCreateManyInput[] = [];
  for (const e of extras.journal.entries) {
    const sig = `${e.date}|${e.title ?? ""}|${e.content}`;
    const category = byName.get(e.category.toLowerCase());
    if (written.has(sig) || !category) continue;
    written.add(sig);
    const id = randomUUID();
    entries.push({
      id,
      userId,
      libraryGameId: gameOf(e.gameId),
      title: e.title,
      content: e.content,
      category: category.name,
      date: day(e.date),
      tags: e.tags,
      createdAt: new Date(e.createdAt),
      updatedAt: new Date(e.updatedAt),
    });
    log.entries.push(id);
  }
  await inChunks(entries, (chunk) => tx.journalEntry.createMany({ data: chunk }));

  // People by username (those who have since left are passed over), never oneself.
  const names = [...new Set([...extras.follows, ...extras.blocks].map((f) => f.username))];
  const people = new Map(
    (await tx.user.findMany({ where: { username: { in: names }, NOT: { id: userId } }, select: { id: true, username: true } })).map((u) => [u.username, u.id]),
  );
  const following = new Set((await tx.follow.findMany({ where: { followerId: userId }, select: { followeeId: true } })).map((f) => f.followeeId));
  for (const f of extras.follows) {
    const id = people.get(f.username);
    if (!id || following.has(id)) continue;
    following.add(id);
    await tx.follow.create({ data: { followerId: userId, followeeId: id, createdAt: new Date(f.createdAt) } });
    log.follows.push(id);
  }
  const blocking = new Set((await tx.block.findMany({ where: { blockerId: userId }, select: { blockedId: true } })).map((b) => b.blockedId));
  for (const b of extras.blocks) {
    const id = people.get(b.username);
    if (!id || blocking.has(id)) continue;
    blocking.add(id);
    await tx.block.create({ data: { blockerId: userId, blockedId: id, createdAt: new Date(b.createdAt) } });
    log.blocks.push(id);
  }

  // Likes of reviews still there, by others.
  const liked = new Set((await tx.reviewLike.findMany({ where: { userId }, select: { reviewId: true } })).map((l) => l.reviewId));
  const likeable = await tx.review.findMany({
    where: { id: { in: extras.likes.map((l) => l.reviewId).filter((id) => /^[0-9a-f-]{36}$/i.test(id)) }, NOT: { userId } },
    select: { id: true },
  });
  const exists = new Set(likeable.map((r) => r.id));
  for (const l of extras.likes) {
    if (!exists.has(l.reviewId) || liked.has(l.reviewId)) continue;
    liked.add(l.reviewId);
    log.likes.push(l.reviewId);
  }
  const likedAt = new Map(extras.likes.map((l) => [l.reviewId, new Date(l.createdAt)]));
  await inChunks(log.likes, (ids) => tx.reviewLike.createMany({ data: ids.map((reviewId) => ({ reviewId, userId, createdAt: likedAt.get(reviewId)! })) }));

  // 'Not interested', for the catalog games this instance has (one already dismissed keeps its date).
  log.dismissed = await restoreDismissals(
    tx,
    userId,
    extras.dismissedRecommendations.map((d) => ({ catalog: d.catalog, createdAt: new Date(d.createdAt) })),
  );

  // Profile and privacy: only what the account still has at its default.
  const me = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { bio: true, accountColor: true, theme: true, profileVisibility: true, showActivity: true, showPlaying: true },
  });
  const wanted: ProfileFields = { bio: extras.profile.bio, accountColor: extras.profile.accountColor, theme: extras.profile.theme, ...extras.privacy };
  const before: ProfileFields = {};
  const after: ProfileFields = {};
  for (const k of Object.keys(PROFILE_DEFAULTS) as (keyof typeof PROFILE_DEFAULTS)[]) {
    if (me[k] === PROFILE_DEFAULTS[k] && wanted[k] !== undefined && wanted[k] !== me[k]) [before[k], after[k]] = [me[k], wanted[k]];
  }
  if (Object.keys(after).length > 0) {
    await tx.user.update({ where: { id: userId }, data: after as Prisma.UserUpdateInput, select: { id: true } });
    log.profile = { before, after };
  }
  return log;
}

export async function undoExtras(tx: Tx, userId: string, log: ExtrasLog): Promise<void> {
  await tx.reviewLike.deleteMany({ where: { userId, reviewId: { in: log.likes } } });
  await removeDismissals(tx, userId, log.dismissed ?? []);
  await tx.follow.deleteMany({ where: { followerId: userId, followeeId: { in: log.follows } } });
  await tx.block.deleteMany({ where: { blockerId: userId, blockedId: { in: log.blocks } } });
  await tx.journalEntry.deleteMany({ where: { userId, id: { in: log.entries } } });
  await tx.review.deleteMany({ where: { userId, id: { in: log.reviews } } });
  // A category the user has written in since stays.
  for (const id of log.categories) {
    const c = await tx.journalCategory.findFirst({ where: { id, userId }, select: { name: true } });
    if (c && (await tx.journalEntry.count({ where: { userId, category: c.name } })) === 0) await tx.journalCategory.delete({ where: { id } });
  }
  for (const r of log.recoloured) await tx.journalCategory.updateMany({ where: { id: r.id, userId }, data: { color: r.color, position: r.position } });
  if (log.profile) {
    const me = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { bio: true, accountColor: true, theme: true, profileVisibility: true, showActivity: true, showPlaying: true },
    });
    const data: ProfileFields = {};
    for (const [k, v] of Object.entries(log.profile.after) as [keyof ProfileFields, unknown][]) if (me[k] === v) data[k] = log.profile.before[k];
    if (Object.keys(data).length > 0) await tx.user.update({ where: { id: userId }, data: data as Prisma.UserUpdateInput, select: { id: true } });
  }
}
