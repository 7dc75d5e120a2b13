// GET /api/u/:username/feed.xml (RSS 2.0) and /api/u/:username/feed.json (JSON Feed 1.1): a user's
// public reviews and completions, public like a profile page shared outside the app. Links are
// absolute: under the instance's public origin (PUBLIC_ORIGIN, else the first APP_ORIGIN), and only
// without either under the request's own protocol and host.
import type { Request } from "express";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import { jsonFeed, rssXml, type UserFeed } from "./people.feed.ts";
import { User } from "./people.routes.ts";
import type { PeopleService } from "./people.service.ts";

export function feedRoutes({ people, origin }: { people: PeopleService; origin: string | undefined }): RouteGroup {
  const g = defineRoutes();
  const originOf = (req: Request) => (origin ?? `${req.protocol}://${req.get("host") ?? "localhost"}`).replace(/\/+$/, "");
  const formats: [string, string, (feed: UserFeed, self: string) => string][] = [
    ["xml", "application/rss+xml; charset=utf-8", rssXml],
    ["json", "application/feed+json; charset=utf-8", (feed, self) => JSON.stringify(jsonFeed(feed, self))],
  ];
  for (const [ext, type, render] of formats) {
    g.route({
      method: "get",
      path: `/:username/feed.${ext}`,
      access: "public",
      ...User,
      handler: async ({ params }, req, res) => {
        const origin = originOf(req);
        const feed = await people.feed(params.username, origin);
        const self = `${origin}/api/u/${encodeURIComponent(params.username)}/feed.${ext}`;
        // Not kept by readers or proxies (the API's no-store): a profile made private stops its feed at once.
        res.type(type).send(render(feed, self));
      },
    });
  }
  return g;
}
