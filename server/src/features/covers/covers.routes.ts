// /api/covers: checking a cover address the user pasted, and showing the checked image from this
// origin; /api/games/:id/cover: a library game's remote cover. Images are answered only from what the
// safe fetcher accepted, and only to signed-in users: never a proxy for whatever URL is asked. Any
// process of an instance answers either, from its cache or by fetching the address once again.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Response } from "express";
import { z } from "zod";
import { COVER_REFUSAL_MESSAGES, CoverCheckSchema, isRemoteImageUrl, type CoverCheckResult } from "@savepoint/common";
import { notFound, validationFailed } from "../../http/errors.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { CachedImage } from "../catalog/index.ts";
import type { CoverService } from "./covers.service.ts";
import type { Aside } from "../../http/turns.ts";

export interface CoverRouteDeps {
  covers: CoverService;
  /** The remote cover address a user gave their library game (null: none); throws 404 for a game not theirs. */
  coverSourceOf(userId: string, gameId: string): Promise<string | null>;
}

const PreviewQuery = z.object({
  url: CoverCheckSchema.shape.imageUrl,
  sig: z.string().regex(/^[a-f0-9]{32}$/, "sig must be 32 hexadecimal characters"),
});
const GameId = z.object({ id: z.string() });

/**
 * A preview's signature: an address this instance checked for this user. Any process of the instance
 * (they share the secret) can show the preview, fetching the image again once if the check was made
 * through another; no one can use the path to have other addresses fetched.
 */
export function previewSignature(secret: string, userId: string, url: string): string {
  return createHmac("sha256", secret).update(`cover-preview\0${userId}\0${url}`).digest("hex").slice(0, 32);
}
const sameSignature = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Where the form previews a checked image. */
export const previewPath = (url: string, sig: string) => `/api/covers/preview?${new URLSearchParams({ url, sig }).toString()}`;

/** An image answer that can never run as a page: its own type, no sniffing, nothing allowed. */
function sendImage(res: Response, image: CachedImage, cacheControl: string) {
  res.set({
    "Content-Type": image.contentType,
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": "inline",
  });
  res.send(image.body);
}

/** A refused cover address, on the imageUrl field. */
function coverIssue(reason: keyof typeof COVER_REFUSAL_MESSAGES) {
  const message = COVER_REFUSAL_MESSAGES[reason];
  return validationFailed([{ path: "imageUrl", message }], message);
}

/** Refuses (400 on imageUrl) a remote cover address that is not a usable image; other values pass. */
export async function requireUsableCover(covers: CoverService, url: string | null | undefined, userId: string, aside?: Aside): Promise<void> {
  if (!url || !isRemoteImageUrl(url)) return;
  const got = await covers.check(url, userId, { keep: true, aside });
  if (!got.ok) throw coverIssue(got.reason);
}

export function coversRoutes(deps: Pick<CoverRouteDeps, "covers"> & { secret: string }): RouteGroup {
  const g = defineRoutes();
  const { covers } = deps;
  const sign = (userId: string, url: string) => previewSignature(deps.secret, userId, url);

  g.route({
    method: "post",
    path: "/check",
    access: "session",
    // Mostly a wait for the remote server.
    takesTurn: false,
    body: CoverCheckSchema,
    example: { body: { imageUrl: "https://covers.example.com/celeste.png" } },
    handler: async ({ auth, body }, _req, res) => {
      const got = await covers.check(body.imageUrl, auth.user.id);
      if (!got.ok) throw coverIssue(got.reason);
      const previewUrl = previewPath(body.imageUrl, sign(auth.user.id, body.imageUrl));
      const answer: CoverCheckResult = { ok: true, contentType: got.image.contentType, bytes: got.image.body.length, previewUrl };
      res.json(answer);
    },
  });

  g.route({
    method: "get",
    path: "/preview",
    access: "session",
    // The cache, or (a check made through another process) one wait for the remote server.
    takesTurn: false,
    query: PreviewQuery,
    example: { query: { url: "https://covers.example.com/celeste.png", sig: "0123456789abcdef0123456789abcdef" } },
    handler: async ({ auth, query }, _req, res) => {
      if (!sameSignature(sign(auth.user.id, query.url), query.sig)) throw notFound("Cover");
      // Checked (and counted) already: not counted again. Fetched at most once per process, then kept.
      const got = await covers.check(query.url);
      if (!got.ok) throw notFound("Cover");
      sendImage(res, got.image, "private, max-age=3600");
    },
  });

  return g;
}

/** GET /api/games/:id/cover: the owner's remote cover, from the cache (fetched again if it was lost). */
export function gameCoverRoutes(deps: CoverRouteDeps): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/:id/cover",
    access: "session",
    // The disk cache, or a wait for the remote server.
    takesTurn: false,
    params: GameId,
    resources: { id: "libraryGame" },
    handler: async ({ auth, params }, _req, res) => {
      const source = await deps.coverSourceOf(auth.user.id, params.id);
      if (!source || !isRemoteImageUrl(source)) throw notFound("Cover");
      // Shown, not saved: a disk too full to cache the image again still answers it (health says full).
      // Not counted against the player's allowance: the address was checked when it was saved, and a
      // process fetches it again only when its cache lacks it (a new process, a lost cache).
      const got = await deps.covers.check(source, undefined, { keep: "if-room" });
      if (!got.ok) throw notFound("Cover");
      // The path carries a version of the address (?v=), so a changed cover is a new path.
      sendImage(res, got.image, "private, max-age=31536000, immutable");
    },
  });
  return g;
}
