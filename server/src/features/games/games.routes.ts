// /api/games: the signed-in user's library. Every route requires a session.
import type { Response } from "express";
import { z } from "zod";
import {
  CreateGameSchema,
  CreatePlaySessionSchema,
  DeleteGameQuerySchema,
  GamesQuerySchema,
  NotesMatchQuerySchema,
  UpdateGameSchema,
  withGenreAlias,
  type BacklogTimesToBeat,
  type GameStats,
  type LibraryGameDto,
  type NotesMatches,
  type PlaySessionCreated,
  type PlaySessionDeleted,
  type PlaySessionDto,
} from "@savepoint/common";
import type { AuthContext } from "../../http/auth.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import { acceptsGzip, sendJsonBody } from "../../lib/cached-json.ts";
import { asideOf, type Aside } from "../../http/turns.ts";
import type { GamesService } from "./games.service.ts";

// The service answers 404 for an id or slug that is malformed or not the actor's: here they are text.
const GameId = z.object({ id: z.string() });
const SessionIds = z.object({ id: z.string(), sessionId: z.string() });
const Slug = z.object({ slug: z.string() });
/** `genre` is another name for `genres`. */
const CreateGameBody = z.preprocess(withGenreAlias, CreateGameSchema);
const UpdateGameBody = z.preprocess(withGenreAlias, UpdateGameSchema);

const ownGame = { params: GameId, resources: { id: "libraryGame" } } as const;

export interface GamesRouteDeps {
  games: GamesService;
  /** Refuses a cover address that is not a usable image (400 on imageUrl); absent → not checked. */
  checkCover?: (imageUrl: string | null | undefined, userId: string, aside: Aside) => Promise<void>;
  /** The time to beat of the user's backlog games, over the players who count (app.ts: ADR 019's rule). */
  backlogTimesToBeat: (userId: string) => Promise<BacklogTimesToBeat>;
}

export function gamesRoutes(deps: GamesRouteDeps): RouteGroup {
  const g = defineRoutes();
  const { games } = deps;
  const actor = (auth: AuthContext) => ({ id: auth.user.id });
  // A cover fetched now is a wait for a remote server: the request gives its turn up meanwhile.
  const checkCover = (imageUrl: string | null | undefined, auth: AuthContext, res: Response) => deps.checkCover?.(imageUrl, auth.user.id, asideOf(res));

  g.route({
    method: "get",
    path: "/",
    access: "session",
    query: GamesQuerySchema,
    example: { query: { status: "all" } },
    handler: async ({ auth, query }, req, res) => {
      // A 1,000-game list is ~700 KB of JSON and ~10% of that gzipped: browsers ask for gzip, so the
      // compressed copy is cached beside the JSON. Only an explicit Accept-Encoding gets it.
      sendJsonBody(res, await games.listBody(actor(auth), query.status, acceptsGzip(req)));
    },
  });

  g.route({
    method: "get",
    path: "/stats",
    access: "session",
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: GameStats = await games.stats(actor(auth));
      res.json(body);
    },
  });

  // How long players here took to beat the caller's backlog games (the backlog cards' line).
  g.route({
    method: "get",
    path: "/time-to-beat",
    access: "session",
    counts: "players",
    handler: async ({ auth }, _req, res) => {
      const body: BacklogTimesToBeat = await deps.backlogTimesToBeat(auth.user.id);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/notes-matches",
    access: "session",
    query: NotesMatchQuerySchema,
    example: { query: { q: "boss" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: NotesMatches = { ids: await games.notesMatching(actor(auth), query.q) };
      res.json(body);
    },
  });

  // The game page asks whether a catalog slug is in the library: `null` instead of a 404 the browser would log.
  g.route({
    method: "get",
    path: "/lookup/:slug",
    access: "session",
    params: Slug,
    resources: { slug: "catalogGame" },
    handler: async ({ auth, params }, _req, res) => {
      const game: LibraryGameDto | null = await games.findBySlug(actor(auth), params.slug);
      res.json({ game });
    },
  });

  g.route({
    method: "get",
    path: "/slug/:slug",
    access: "session",
    params: Slug,
    resources: { slug: "libraryGameSlug" },
    handler: async ({ auth, params }, _req, res) => {
      const body: LibraryGameDto = await games.getBySlug(actor(auth), params.slug);
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/",
    access: "session",
    body: CreateGameBody,
    example: { body: { title: "Hollow Knight", platform: "PC", genres: ["Metroidvania"], status: "IN_PROGRESS", rating: 9, notes: "Bench every room." } },
    handler: async ({ auth, body: input }, _req, res) => {
      await checkCover(input.imageUrl, auth, res);
      const body: LibraryGameDto = await games.create(actor(auth), input);
      res.status(201).location(`/api/games/${body.id}`).json(body);
    },
  });

  g.route({
    method: "get",
    path: "/:id",
    access: "session",
    ...ownGame,
    // A LibraryGameDto, kept as JSON against the library version (games.service.ts).
    handler: async ({ auth, params }, req, res) => {
      sendJsonBody(res, await games.getBody(actor(auth), params.id, acceptsGzip(req)));
    },
  });

  g.route({
    method: "put",
    path: "/:id",
    access: "session",
    ...ownGame,
    body: UpdateGameBody,
    example: { body: { rating: 8, status: "COMPLETED", customTags: ["favourite"], playTime: 12.5 } },
    handler: async ({ auth, params, body: input }, _req, res) => {
      await checkCover(input.imageUrl, auth, res);
      const body: LibraryGameDto = await games.update(actor(auth), params.id, input);
      res.json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/:id",
    access: "session",
    ...ownGame,
    // ?journal=keep (the default) keeps the game's journal entries as general entries; delete deletes them.
    query: DeleteGameQuerySchema,
    example: { query: { journal: "keep" } },
    handler: async ({ auth, params, query }, _req, res) => {
      await games.remove(actor(auth), params.id, query);
      res.status(204).end();
    },
  });

  g.route({
    method: "get",
    path: "/:id/sessions",
    access: "session",
    ...ownGame,
    handler: async ({ auth, params }, _req, res) => {
      const body: PlaySessionDto[] = await games.listSessions(actor(auth), params.id);
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/:id/sessions",
    access: "session",
    ...ownGame,
    body: CreatePlaySessionSchema,
    example: { body: { minutes: 45, note: "Beat the Mantis Lords." } },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: PlaySessionCreated = await games.addSession(actor(auth), params.id, input);
      res.status(201).json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/:id/sessions/:sessionId",
    access: "session",
    params: SessionIds,
    resources: { id: "libraryGame", sessionId: "playSession" },
    handler: async ({ auth, params }, _req, res) => {
      const body: PlaySessionDeleted = await games.removeSession(actor(auth), params.id, params.sessionId);
      res.json(body);
    },
  });

  return g;
}
