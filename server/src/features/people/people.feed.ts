// A user's public feed: their newest reviews and completions, as RSS 2.0 or JSON Feed 1.1. The feed is
// the same for everyone, signed in or not: only a PUBLIC profile with its activity shown has one;
// any other (private, activity hidden, unknown) is the same 404, so a feed never tells them apart.
// A spoiler review's comment stays on Savepoint; texts are XML-escaped, with the characters XML
// cannot carry removed.
import { FEED_ITEMS_MAX, FEED_SPOILER_TEXT, compareText } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { notFound } from "../../http/errors.ts";
import { mayShow, type PrivacyRow } from "./people.audience.ts";
import { feedCompletions, feedReviews, userByName } from "./people.queries.ts";

export interface FeedItem {
  id: string;
  url: string;
  title: string;
  text: string;
  date: Date;
}

export interface UserFeed {
  title: string;
  description: string;
  /** The user's profile page. */
  homeUrl: string;
  author: string;
  items: FeedItem[];
}

/** Nobody: the viewer a public feed is built for. */
const ANYONE = "";

const fullName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** Whether the user has a feed: a public profile with its activity shown, whoever asks. */
export const hasPublicFeed = (user: PrivacyRow) => mayShow(ANYONE, user, false, "activity");

/** The feed of `username`, with absolute links under `origin` ("https://savepoint.example"). */
export async function userFeed(prisma: Db, username: string, origin: string): Promise<UserFeed> {
  const user = await userByName(prisma, username);
  if (!user || !hasPublicFeed(user)) throw notFound("User");
  const [reviews, completions] = await Promise.all([feedReviews(prisma, user.userId, FEED_ITEMS_MAX), feedCompletions(prisma, user.userId, FEED_ITEMS_MAX)]);
  const home = `${origin}/u/${encodeURIComponent(user.username)}`;
  const gameUrl = (slug: string | null, query = "") => (slug ? `${origin}/game/${encodeURIComponent(slug)}${query}` : home);
  const items: FeedItem[] = [
    ...reviews.map((r) => ({
      id: `${home}#review-${r.id}`,
      url: gameUrl(r.gameSlug, `?review=${encodeURIComponent(r.id)}`),
      title: `Reviewed ${r.gameTitle}: ${r.rating}/10`,
      text: r.spoiler ? FEED_SPOILER_TEXT : r.comment,
      date: r.createdAt,
    })),
    ...completions.map((c) => ({
      id: `${home}#completed-${c.key}`,
      url: gameUrl(c.slug),
      title: `Completed ${c.title}${c.rating === null ? "" : `: ${c.rating}/10`}`,
      text: `Completed ${c.title} (${c.platform}) on ${c.completedDate.toISOString().slice(0, 10)}.`,
      date: c.completedDate,
    })),
  ];
  items.sort((a, b) => b.date.getTime() - a.date.getTime() || compareText(a.id, b.id));
  const name = fullName(user);
  return {
    title: `${name} on Savepoint`,
    description: `Reviews and completed games of @${user.username} on Savepoint.`,
    homeUrl: home,
    author: name,
    items: items.slice(0, FEED_ITEMS_MAX),
  };
}

/** Text as XML character data: the five special characters escaped, characters XML 1.0 forbids removed. */
export function xmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function rssXml(feed: UserFeed, selfUrl: string): string {
  const el = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
  const items = feed.items.map(
    (i) =>
      `<item>${el("title", i.title)}${el("link", i.url)}<guid isPermaLink="false">${xmlText(i.id)}</guid>${el("pubDate", i.date.toUTCString())}${el("description", i.text)}</item>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `${el("title", feed.title)}${el("link", feed.homeUrl)}${el("description", feed.description)}` +
    `<atom:link href="${xmlText(selfUrl)}" rel="self" type="application/rss+xml"/>` +
    (feed.items[0] ? el("lastBuildDate", feed.items[0].date.toUTCString()) : "") +
    `${items.join("")}</channel></rss>\n`
  );
}

export function jsonFeed(feed: UserFeed, selfUrl: string) {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: selfUrl,
    description: feed.description,
    authors: [{ name: feed.author, url: feed.homeUrl }],
    items: feed.items.map((i) => ({ id: i.id, url: i.url, title: i.title, content_text: i.text, date_published: i.date.toISOString() })),
  };
}
