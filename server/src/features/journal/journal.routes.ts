// /api/journal: the caller's journal entries, the games they wrote about with each game's summary, and
// their categories. Every route requires a session; anyone else's entry, game or category answers 404.
import { z } from "zod";
import {
  CreateJournalCategorySchema,
  CreateJournalEntrySchema,
  DeleteJournalCategoryQuerySchema,
  GameJournalQuerySchema,
  JournalFacetsQuerySchema,
  JournalListQuerySchema,
  UpdateJournalCategorySchema,
  UpdateJournalEntrySchema,
  type JournalCategoryDeleted,
  type JournalCategoryDto,
  type JournalEntryDto,
  type JournalFacets,
  type JournalGameDto,
  type JournalGameSummary,
} from "@savepoint/common";
import type { AuthContext } from "../../http/auth.ts";
import { acceptsGzip, sendJsonBody } from "../../lib/cached-json.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { JournalService } from "./journal.service.ts";

// The service answers 404 for an id that is malformed or names nothing: here they are text.
const Id = z.object({ id: z.string() });
const GameId = z.object({ gameId: z.string() });
const actor = (auth: AuthContext) => ({ id: auth.user.id });

const ownEntry = { params: Id, resources: { id: "journalEntry" } } as const;
const ownCategory = { params: Id, resources: { id: "journalCategory" } } as const;
const sample = {
  title: "Forgotten Crossroads",
  content: "Found the map seller.\nBought the quill.",
  category: "Progress",
  date: "2026-05-31",
  tags: ["map", "exploration"],
};
/** A game id nobody has: the example is static, the owner's answer to it is a 404. */
const SOME_GAME = "00000000-0000-4000-8000-000000000000";

export function journalRoutes({ journal }: { journal: JournalService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/",
    access: "session",
    query: JournalListQuerySchema,
    example: { query: { q: "map", general: "true", sort: "date-desc" } },
    // A JournalPage, kept as JSON against the journal's and the library's versions.
    handler: async ({ auth, query }, req, res) => {
      sendJsonBody(res, await journal.listBody(actor(auth), query, acceptsGzip(req)));
    },
  });

  g.route({
    method: "get",
    path: "/facets",
    access: "session",
    counts: "none",
    query: JournalFacetsQuerySchema,
    example: { query: { general: "true" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: JournalFacets = await journal.facets(actor(auth), query);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/entries",
    access: "session",
    query: GameJournalQuerySchema,
    example: { query: { gameId: SOME_GAME } },
    handler: async ({ auth, query }, _req, res) => {
      const body: JournalEntryDto[] = await journal.gameEntries(actor(auth), query.gameId);
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/",
    access: "session",
    body: CreateJournalEntrySchema,
    example: { body: sample },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: JournalEntryDto = await journal.create(actor(auth), input);
      res.status(201).json(body);
    },
  });

  g.route({
    method: "get",
    path: "/games",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: JournalGameDto[] = await journal.games(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/games/:gameId/summary",
    access: "session",
    counts: "none",
    params: GameId,
    resources: { gameId: "libraryGame" },
    handler: async ({ auth, params }, _req, res) => {
      const body: JournalGameSummary = await journal.summary(actor(auth), params.gameId);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/categories",
    access: "session",
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: JournalCategoryDto[] = await journal.categories(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/categories",
    access: "session",
    body: CreateJournalCategorySchema,
    example: { body: { name: "Speedrun", color: "#0ea5e9" }, unique: ["name"] },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: JournalCategoryDto = await journal.createCategory(actor(auth), input);
      res.status(201).json(body);
    },
  });

  g.route({
    method: "put",
    path: "/categories/:id",
    access: "session",
    ...ownCategory,
    body: UpdateJournalCategorySchema,
    example: { body: { name: "Routing", color: "#14b8a6" }, unique: ["name"] },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: JournalCategoryDto = await journal.updateCategory(actor(auth), params.id, input);
      res.json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/categories/:id",
    access: "session",
    ...ownCategory,
    query: DeleteJournalCategoryQuerySchema,
    example: { query: {} },
    handler: async ({ auth, params, query }, _req, res) => {
      const body: JournalCategoryDeleted = await journal.deleteCategory(actor(auth), params.id, query);
      res.json(body);
    },
  });

  g.route({
    method: "put",
    path: "/:id",
    access: "session",
    ...ownEntry,
    body: UpdateJournalEntrySchema,
    example: { body: { ...sample, title: null, category: "Milestone", tags: [] } },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: JournalEntryDto = await journal.update(actor(auth), params.id, input);
      res.json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/:id",
    access: "session",
    ...ownEntry,
    handler: async ({ auth, params }, _req, res) => {
      await journal.remove(actor(auth), params.id);
      res.status(204).end();
    },
  });

  return g;
}
