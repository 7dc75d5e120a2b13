// /api/games: the signed-in user's library. Every route requires a session.
import { Router } from "express";
import {
  CreateGameSchema,
  CreatePlaySessionSchema,
  GamesQuerySchema,
  UpdateGameSchema,
  withGenreAlias,
  type GameStats,
  type LibraryGameDto,
  type PlaySessionCreated,
  type PlaySessionDeleted,
  type PlaySessionDto,
} from "@savepoint/common";
import { requireAuth } from "../../http/auth.ts";
import { parse } from "../../http/validate.ts";
import type { GamesService } from "./games.service.ts";

export function gamesRoutes(deps: { games: GamesService }): Router {
  const r = Router();
  const { games } = deps;
  r.use(requireAuth);
  const actor = (req: { auth?: { user: { id: string } } }) => ({ id: req.auth!.user.id });

  r.get("/", async (req, res) => {
    const { status } = parse(GamesQuerySchema, req.query, "query");
    // A 1,000-game list is ~700 KB of JSON and ~10% of that gzipped: browsers ask for gzip, so the
    // compressed copy is cached beside the JSON. Only an explicit Accept-Encoding gets it.
    const acceptGzip = /\bgzip\b/i.test(req.get("accept-encoding") ?? "") && req.acceptsEncodings("gzip", "identity") === "gzip";
    const { body, gzip } = await games.listBody(actor(req), status, acceptGzip);
    res.vary("Accept-Encoding").type("application/json");
    if (gzip) res.set("Content-Encoding", "gzip");
    res.send(body);
  });

  r.get("/stats", async (req, res) => {
    const body: GameStats = await games.stats(actor(req));
    res.json(body);
  });

  // The game page asks whether a slug is in the library: `null` instead of a 404 the browser would log.
  r.get("/lookup/:slug", async (req, res) => {
    const game: LibraryGameDto | null = await games.findBySlug(actor(req), req.params.slug);
    res.json({ game });
  });

  r.get("/slug/:slug", async (req, res) => {
    const body: LibraryGameDto = await games.getBySlug(actor(req), req.params.slug);
    res.json(body);
  });

  r.post("/", async (req, res) => {
    const input = parse(CreateGameSchema, withGenreAlias(req.body));
    const body: LibraryGameDto = await games.create(actor(req), input);
    res.status(201).location(`/api/games/${body.id}`).json(body);
  });

  r.get("/:id", async (req, res) => {
    const body: LibraryGameDto = await games.get(actor(req), req.params.id);
    res.json(body);
  });

  r.put("/:id", async (req, res) => {
    const input = parse(UpdateGameSchema, withGenreAlias(req.body));
    const body: LibraryGameDto = await games.update(actor(req), req.params.id, input);
    res.json(body);
  });

  r.delete("/:id", async (req, res) => {
    await games.remove(actor(req), req.params.id);
    res.status(204).end();
  });

  r.get("/:id/sessions", async (req, res) => {
    const body: PlaySessionDto[] = await games.listSessions(actor(req), req.params.id);
    res.json(body);
  });

  r.post("/:id/sessions", async (req, res) => {
    const input = parse(CreatePlaySessionSchema, req.body);
    const body: PlaySessionCreated = await games.addSession(actor(req), req.params.id, input);
    res.status(201).json(body);
  });

  r.delete("/:id/sessions/:sessionId", async (req, res) => {
    const body: PlaySessionDeleted = await games.removeSession(actor(req), req.params.id, req.params.sessionId);
    res.json(body);
  });

  return r;
}
