// /api/wishlist: the caller's wishlist (issue 33). Every route requires a session; anyone else's item
// answers 404.
import { z } from "zod";
import { AddWishlistSchema, MoveToLibrarySchema, type MovedToLibraryDto, type WishlistDto, type WishlistItemDto } from "@savepoint/common";
import type { AuthContext } from "../../http/auth.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { WishlistService } from "./wishlist.service.ts";

// The service answers 404 for an id that is malformed or names nothing: here it is text.
const ownItem = { params: z.object({ id: z.string() }), resources: { id: "wishlistItem" } } as const;
const actor = (auth: AuthContext) => ({ id: auth.user.id });

export function wishlistRoutes({ wishlist }: { wishlist: WishlistService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/",
    access: "session",
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: WishlistDto = await wishlist.list(actor(auth));
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/",
    access: "session",
    body: AddWishlistSchema,
    example: { body: { title: "Harness wish", platform: "PC" }, unique: ["title"] },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: WishlistItemDto = await wishlist.add(actor(auth), input);
      res.status(201).json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/:id",
    access: "session",
    ...ownItem,
    handler: async ({ auth, params }, _req, res) => {
      await wishlist.remove(actor(auth), params.id);
      res.status(204).end();
    },
  });

  g.route({
    method: "post",
    path: "/:id/library",
    access: "session",
    ...ownItem,
    body: MoveToLibrarySchema,
    example: { body: {} },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: MovedToLibraryDto = await wishlist.moveToLibrary(actor(auth), params.id, input);
      res.status(201).json(body);
    },
  });

  return g;
}
