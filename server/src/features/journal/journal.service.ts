// The journal: a user's entries (general, or about one of their library games) and their categories.
// Private: every read and write is the caller's own, and anyone else's entry, game or category answers
// 404 like a missing one. An entry's category is one of the caller's (named in any case); renaming a
// category renames it in every entry (the database cascades), deleting one moves its entries first.
import {
  FALLBACK_JOURNAL_CATEGORY,
  JOURNAL_CATEGORIES_MAX,
  JOURNAL_PAGE_SIZE,
  JOURNAL_TEXTS,
  type CreateJournalCategoryInput,
  type CreateJournalEntryInput,
  type DeleteJournalCategoryQuery,
  type JournalCategoryDeleted,
  type JournalCategoryDto,
  type JournalFacets,
  type JournalFacetsQuery,
  type JournalEntryDto,
  type JournalGameDto,
  type JournalGameSummary,
  type JournalListQuery,
  type JournalPage,
  type UpdateJournalCategoryInput,
  type UpdateJournalEntryInput,
} from "@savepoint/common";
import { randomUUID } from "node:crypto";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import { databaseVersions } from "../../db/versions.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { conflict, notFound, uniqueViolation, validationFailed } from "../../http/errors.ts";
import { bodyToSend } from "../../lib/cached-json.ts";
import { recordActivity } from "../activity/index.ts";
import { KeptPages } from "./journal.kept-pages.ts";
import { sortedNames, toCategoryDto, toEntryDto, toFacets, toGameRef } from "./journal.presenter.ts";
import {
  categoryStats,
  countCategories,
  deleteCategoryRow,
  deleteGameEntries,
  deleteOwnEntry,
  findCategoryByName,
  insertCategory,
  insertEntry,
  inTransaction,
  lockCategory,
  moveEntries,
  ownCategory,
  updateOwnCategory,
  updateOwnEntry,
  readCategories,
  journalVersionsOf,
  journalVersionOf,
  readEntries,
  readEntryTargets,
  readFacets,
  readGameRef,
  readJournalGames,
  readSummary,
} from "./journal.queries.ts";
import { containsPattern, decodeCursor, encodeCursor, monthRange, ownedId, streakDays } from "./journal.rules.ts";

type Tx = Prisma.TransactionClient;

interface Actor {
  id: string;
}

export interface JournalService {
  list(actor: Actor, query: JournalListQuery): Promise<JournalPage>;
  /** The page of `list` as JSON ready to send (gzipped once asked for), kept against the journal and library versions. */
  listBody(actor: Actor, query: JournalListQuery, acceptGzip: boolean): Promise<{ body: Buffer; gzip: boolean }>;
  facets(actor: Actor, query: JournalFacetsQuery): Promise<JournalFacets>;
  /** Every entry of one of the caller's games, newest first. */
  gameEntries(actor: Actor, gameId: string): Promise<JournalEntryDto[]>;
  create(actor: Actor, input: CreateJournalEntryInput): Promise<JournalEntryDto>;
  update(actor: Actor, id: string, input: UpdateJournalEntryInput): Promise<JournalEntryDto>;
  remove(actor: Actor, id: string): Promise<void>;
  games(actor: Actor): Promise<JournalGameDto[]>;
  summary(actor: Actor, gameId: string): Promise<JournalGameSummary>;
  categories(actor: Actor): Promise<JournalCategoryDto[]>;
  createCategory(actor: Actor, input: CreateJournalCategoryInput): Promise<JournalCategoryDto>;
  updateCategory(actor: Actor, id: string, input: UpdateJournalCategoryInput): Promise<JournalCategoryDto>;
  deleteCategory(actor: Actor, id: string, query: DeleteJournalCategoryQuery): Promise<JournalCategoryDeleted>;
  /** Deletes the entries of a library game of `userId`'s inside `tx` (the game's deletion, when asked to). */
  removeGameEntries(tx: Tx, userId: string, gameId: string): Promise<number>;
}

interface JournalServiceDeps {
  prisma: Db;
  now?: () => Date;
  /** The embedded database's notifications: journal versions are then known without a query (db/versions.ts). */
  notifications?: NotificationHub;
  /**
   * The user's library version (the games feature's): an entry shows its game's title, so a page is
   * kept against both versions. Omitted → pages are not kept.
   */
  libraryVersion?: (userId: string) => Promise<number>;
}

const issue = (path: string, message: string) => validationFailed([{ path, message }], message);

/** A foreign key refused the write: a category (or game) went while the entry was written. */
function foreignKeyViolation(err: unknown): boolean {
  if (!(err instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return err.code === "P2003" || (err.code === "P2010" && /23503/.test(JSON.stringify(err.meta ?? {})));
}

const day = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

export function createJournalService(deps: JournalServiceDeps): JournalService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  // Pages by user and query, with the versions they were read at (journal.kept-pages.ts).
  const pages = new KeptPages();
  const journalVersion = databaseVersions(NOTIFY_CHANNELS.journalVersions, (userIds) => journalVersionsOf(prisma, userIds), deps.notifications);

  async function ownGame(db: Tx | Db, actor: Actor, rawId: string) {
    const game = await readGameRef(db, actor.id, ownedId(rawId, "Game"));
    if (!game) throw notFound("Game");
    return game;
  }

  /** The caller's category of that name (any case), by its stored name; 400 on `category` otherwise. */
  async function categoryName(db: Tx | Db, actor: Actor, name: string): Promise<string> {
    const found = await findCategoryByName(db, actor.id, name);
    if (!found) throw issue("category", JOURNAL_TEXTS.unknownCategory);
    return found.name;
  }

  async function readOne(db: Tx | Db, actor: Actor, id: string): Promise<JournalEntryDto> {
    const [row] = await readEntries(db, actor.id, Prisma.sql`e."id" = ${id}::uuid`, "date-desc", undefined, 1);
    if (!row) throw notFound("Journal entry");
    return toEntryDto(row);
  }

  async function oneCategory(db: Tx | Db, actor: Actor, id: string): Promise<JournalCategoryDto> {
    const [row] = await readCategories(db, actor.id, id);
    if (!row) throw notFound("Category");
    return toCategoryDto(row);
  }

  /** SQL over `e` picking the scope's entries: one game of the caller's (404 otherwise), general, with a game, or all. */
  async function scopeSql(actor: Actor, query: JournalFacetsQuery): Promise<Prisma.Sql> {
    if (query.gameId) return Prisma.sql`e."libraryGameId" = ${(await ownGame(prisma, actor, query.gameId)).id}::uuid`;
    if (query.general === undefined) return Prisma.sql`TRUE`;
    return Prisma.sql`e."libraryGameId" IS ${Prisma.raw(query.general ? "NULL" : "NOT NULL")}`;
  }

  /** Another category of the account has the name: a state of the account, like a taken email (409). */
  const taken = () => conflict(JOURNAL_TEXTS.categoryNameTaken, { fields: ["name"] });

  /** A category write that met the unique name (a rename or add racing another). */
  const nameTaken = (err: unknown) => (uniqueViolation(err) ? taken() : err);
  const categoryGone = (err: unknown) => (foreignKeyViolation(err) ? issue("category", JOURNAL_TEXTS.unknownCategory) : err);

  async function refuseTakenName(db: Tx | Db, actor: Actor, name: string, self?: string) {
    const other = await findCategoryByName(db, actor.id, name);
    if (other && other.id !== self) throw taken();
  }

  const service: JournalService = {
    async list(actor, query) {
      const scope = await scopeSql(actor, query);
      const filters = [scope];
      if (query.q) {
        const p = containsPattern(query.q);
        filters.push(Prisma.sql`(e."title" ILIKE ${p} OR e."content" ILIKE ${p} OR EXISTS (SELECT 1 FROM unnest(e."tags") AS t WHERE t ILIKE ${p}))`);
      }
      if (query.category) filters.push(Prisma.sql`e."category" = ${query.category}`);
      if (query.tag) filters.push(Prisma.sql`${query.tag} = ANY (e."tags")`);
      if (query.month) {
        const { from, to } = monthRange(query.month);
        filters.push(Prisma.sql`e."date" >= ${from}::date AND e."date" < ${to}::date`);
      }
      const cursor = decodeCursor(query.cursor, query.sort);
      const rows = await readEntries(prisma, actor.id, Prisma.join(filters, " AND "), query.sort, cursor, JOURNAL_PAGE_SIZE + 1);
      const more = rows.length > JOURNAL_PAGE_SIZE;
      const shown = more ? rows.slice(0, JOURNAL_PAGE_SIZE) : rows;
      const last = shown[shown.length - 1];
      const nextCursor = more && last ? encodeCursor({ key: last.sortKey, date: last.date, at: last.createdAt, id: last.id }) : null;
      return { items: shown.map(toEntryDto), nextCursor };
    },

    async listBody(actor, query, acceptGzip) {
      const libraryVersion = deps.libraryVersion;
      if (!libraryVersion) return bodyToSend({ json: Buffer.from(JSON.stringify(await service.list(actor, query)), "utf8") }, acceptGzip);
      // The versions first: what is read after them is at least that new.
      const [journal, library] = await Promise.all([journalVersion(actor.id), libraryVersion(actor.id)]);
      const page = pages.get(actor.id, query, journal, library) ?? pages.set(actor.id, query, journal, library, await service.list(actor, query));
      return bodyToSend(page, acceptGzip);
    },

    async facets(actor, query) {
      return toFacets(await readFacets(prisma, actor.id, await scopeSql(actor, query)));
    },

    async gameEntries(actor, gameId) {
      const game = await ownGame(prisma, actor, gameId);
      const rows = await readEntries(prisma, actor.id, Prisma.sql`e."libraryGameId" = ${game.id}::uuid`, "date-desc", undefined, null);
      return rows.map(toEntryDto);
    },

    async create(actor, input) {
      const gameId = input.gameId ? ownedId(input.gameId, "Game") : null;
      // While pages are kept, the entry is remembered for them with the library version its game's
      // title is at least as new as (read first), and the journal version its insert made.
      const library = await deps.libraryVersion?.(actor.id);
      const { category, game } = await readEntryTargets(prisma, actor.id, input.category, gameId);
      if (!category) throw issue("category", JOURNAL_TEXTS.unknownCategory);
      if (gameId && !game) throw notFound("Game");
      const id = randomUUID();
      const at = now();
      let version: number | undefined;
      await inTransaction(prisma, async (tx) => {
        await insertEntry(tx, {
          id,
          userId: actor.id,
          libraryGameId: game?.id ?? null,
          title: input.title ?? null,
          content: input.content,
          category: category.name,
          date: input.date,
          tags: input.tags,
          at,
        });
        await recordActivity(tx, { type: "journal_written", actorId: actor.id, journalEntryId: id, at });
        if (library !== undefined) version = await journalVersionOf(tx, actor.id);
      }).catch((err: unknown) => {
        throw categoryGone(err);
      });
      // The entry as written, with what it names as read just before (no read back: one round trip less).
      const entry = toEntryDto({
        id,
        gameId: game?.id ?? null,
        gameTitle: game?.title ?? null,
        gameSlug: game?.slug ?? null,
        title: input.title ?? null,
        content: input.content,
        category: category.name,
        categoryColor: category.color,
        date: input.date,
        tags: input.tags,
        createdAt: at,
        updatedAt: at,
        sortKey: null,
      });
      if (library !== undefined && version !== undefined) pages.remember(actor.id, version, { entry, library });
      return entry;
    },

    async update(actor, rawId, input) {
      const id = ownedId(rawId, "Journal entry");
      const category = input.category === undefined ? undefined : await categoryName(prisma, actor, input.category);
      const count = await updateOwnEntry(prisma, id, actor.id, {
        title: input.title,
        content: input.content,
        category,
        date: input.date === undefined ? undefined : day(input.date),
        tags: input.tags,
        updatedAt: now(),
      }).catch((err: unknown) => {
        throw categoryGone(err);
      });
      if (count === 0) throw notFound("Journal entry");
      return readOne(prisma, actor, id);
    },

    async remove(actor, rawId) {
      const count = await deleteOwnEntry(prisma, ownedId(rawId, "Journal entry"), actor.id);
      if (count === 0) throw notFound("Journal entry");
    },

    async games(actor) {
      const rows = await readJournalGames(prisma, actor.id);
      return rows.map((g) => ({ ...toGameRef(g), entryCount: g.entryCount, lastEntryDate: g.lastEntryDate }));
    },

    async summary(actor, gameId) {
      const row = await readSummary(prisma, actor.id, ownedId(gameId, "Game"));
      if (!row) throw notFound("Game");
      return {
        game: toGameRef(row),
        totalEntries: row.total,
        lastEntryDate: row.lastEntryDate,
        lastEditedAt: row.lastEditedAt?.toISOString() ?? null,
        streak: streakDays(row.days),
        categories: sortedNames(row.categories),
      };
    },

    async categories(actor) {
      return (await readCategories(prisma, actor.id)).map(toCategoryDto);
    },

    async createCategory(actor, input) {
      const id = randomUUID();
      await inTransaction(prisma, async (tx) => {
        const agg = await categoryStats(tx, actor.id);
        // A full list is a state of the account, not a fault of the name: 409.
        if (agg._count >= JOURNAL_CATEGORIES_MAX) throw conflict(JOURNAL_TEXTS.tooManyCategories);
        await refuseTakenName(tx, actor, input.name);
        await insertCategory(tx, { id, userId: actor.id, name: input.name, color: input.color, position: (agg._max.position ?? 0) + 1, createdAt: now() });
      }).catch((err: unknown) => {
        throw nameTaken(err);
      });
      return oneCategory(prisma, actor, id);
    },

    async updateCategory(actor, rawId, input) {
      const id = ownedId(rawId, "Category");
      await inTransaction(prisma, async (tx) => {
        if (input.name !== undefined) await refuseTakenName(tx, actor, input.name, id);
        // A rename reaches every entry of the category through the foreign key (ON UPDATE CASCADE).
        const count = await updateOwnCategory(tx, id, actor.id, { name: input.name, color: input.color });
        if (count === 0) throw notFound("Category");
      }).catch((err: unknown) => {
        throw nameTaken(err);
      });
      return oneCategory(prisma, actor, id);
    },

    async deleteCategory(actor, rawId, query) {
      const id = ownedId(rawId, "Category");
      return inTransaction(prisma, async (tx) => {
        // Locked: an entry written meanwhile with this category waits, then finds it gone.
        const gone = await lockCategory(tx, actor.id, id);
        if (!gone) throw notFound("Category");
        const target = query.moveTo ? await ownCategory(tx, query.moveTo, actor.id) : await findCategoryByName(tx, actor.id, FALLBACK_JOURNAL_CATEGORY);
        if (!target || target.id === id) {
          const only = (await countCategories(tx, actor.id)) === 1;
          throw issue("moveTo", only ? JOURNAL_TEXTS.lastCategory : JOURNAL_TEXTS.moveTarget);
        }
        const movedEntries = await moveEntries(tx, actor.id, gone.name, target.name);
        await deleteCategoryRow(tx, id);
        return { deletedId: id, movedTo: await oneCategory(tx, actor, target.id), movedEntries };
      });
    },

    async removeGameEntries(tx, userId, gameId) {
      return deleteGameEntries(tx, userId, gameId);
    },
  };
  return service;
}
