// The export: everything a user owns as one Savepoint JSON document (library streamed page by page, so
// a large account is never held whole), or the library or the journal as CSV. Each feature's rows are
// read through its face (auth, games, reviews, journal, people, recommendations).
import type { CsvExport } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { accountForExport } from "../auth/index.ts";
import { EXPORT_PAGE, libraryPageForExport, type ExportGameRow } from "../games/index.ts";
import { categoriesForExport, entriesForExport } from "../journal/index.ts";
import { blocksForExport, favouritesForExport, followsForExport } from "../people/index.ts";
import { notificationSettingsForExport } from "../notifications/index.ts";
import { dismissalsOf } from "../recommendations/index.ts";
import { likesForExport, reviewsForExport } from "../reviews/index.ts";
import { wishlistForExport } from "../wishlist/index.ts";
import { csvLine } from "./csv-write.ts";
import { JOURNAL_CSV_COLUMNS, LIBRARY_CSV_COLUMNS, exportGame, exportHeader, journalCsvRow, libraryCsvRow, type ExportHead } from "./export.format.ts";

/** Where an export is written; `write` resolves when the chunk may be followed by another (backpressure). */
export interface ExportSink {
  write(chunk: string): Promise<void>;
}

export interface ExportService {
  json(userId: string, out: ExportSink): Promise<void>;
  csv(userId: string, what: CsvExport, out: ExportSink): Promise<void>;
}

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

export function createExportService({ prisma, now }: { prisma: Db; now: () => Date }): ExportService {
  async function eachGamePage(userId: string, visit: (rows: ExportGameRow[]) => Promise<void>): Promise<void> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = await libraryPageForExport(prisma, userId, after);
      if (rows.length > 0) await visit(rows);
      if (rows.length < EXPORT_PAGE) return;
      const last = rows.at(-1)!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  async function head(userId: string): Promise<ExportHead> {
    // One read after the other: an export holds one connection at a time, whatever the account's size.
    const p = await accountForExport(prisma, userId);
    const reviews = await reviewsForExport(prisma, userId);
    const likes = await likesForExport(prisma, userId);
    const categories = await categoriesForExport(prisma, userId);
    const entries = await entriesForExport(prisma, userId);
    const follows = await followsForExport(prisma, userId);
    const blocks = await blocksForExport(prisma, userId);
    const dismissed = await dismissalsOf(prisma, userId);
    const favourites = await favouritesForExport(prisma, userId);
    const notifications = await notificationSettingsForExport(prisma, userId);
    const wishlist = await wishlistForExport(prisma, userId);
    return {
      ...exportHeader(now()),
      profile: {
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        bio: p.bio,
        accountColor: p.accountColor,
        theme: p.theme,
        createdAt: iso(p.createdAt),
      },
      privacy: { profileVisibility: p.profileVisibility, showActivity: p.showActivity, showPlaying: p.showPlaying },
      reviews: reviews.map((r) => ({
        gameId: r.libraryGameId,
        rating: r.rating,
        comment: r.comment,
        spoiler: r.spoiler,
        hours: r.hours,
        platform: r.platform,
        completed100Percent: r.completed100Percent,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      likes: likes.map((l) => ({ reviewId: l.reviewId, author: l.review.user.username, game: l.review.libraryGame.title, createdAt: iso(l.createdAt) })),
      journal: {
        categories: categories.map((c) => ({ name: c.name, color: c.color, position: c.position, createdAt: iso(c.createdAt) })),
        entries: entries.map((e) => ({
          gameId: e.libraryGameId,
          title: e.title,
          content: e.content,
          category: e.category,
          date: day(e.date),
          tags: e.tags,
          createdAt: iso(e.createdAt),
          updatedAt: iso(e.updatedAt),
        })),
      },
      follows: follows.map((f) => ({ username: f.followee.username, createdAt: iso(f.createdAt) })),
      blocks: blocks.map((b) => ({ username: b.blocked.username, createdAt: iso(b.createdAt) })),
      dismissedRecommendations: dismissed.map((d) => ({ catalog: d.catalog, title: d.title, createdAt: iso(d.createdAt) })),
      favourites,
      notifications,
      wishlist: wishlist.map((w) => ({ title: w.title, platform: w.platform, catalog: w.catalog, createdAt: iso(w.createdAt) })),
    };
  }

  return {
    async json(userId, out) {
      const { reviews, likes, journal, follows, blocks, dismissedRecommendations, favourites, notifications, wishlist, ...top } = await head(userId);
      // The library goes where the schema puts it, one page of games per write.
      await out.write(`${JSON.stringify(top).slice(0, -1)},"library":[`);
      let first = true;
      await eachGamePage(userId, async (rows) => {
        const body = rows.map((g) => JSON.stringify(exportGame(g))).join(",");
        await out.write(first ? body : `,${body}`);
        first = false;
      });
      await out.write(
        `],${JSON.stringify({ reviews, likes, journal, follows, blocks, dismissedRecommendations, favourites, notifications, wishlist }).slice(1)}`,
      );
    },

    async csv(userId, what, out) {
      if (what === "journal") {
        await out.write(csvLine(JOURNAL_CSV_COLUMNS));
        const entries = await entriesForExport(prisma, userId);
        for (let i = 0; i < entries.length; i += EXPORT_PAGE) {
          await out.write(
            entries
              .slice(i, i + EXPORT_PAGE)
              .map((e) => csvLine(journalCsvRow(e)))
              .join(""),
          );
        }
        return;
      }
      const reviews = new Map((await reviewsForExport(prisma, userId)).map((r) => [r.libraryGameId, r]));
      await out.write(csvLine(LIBRARY_CSV_COLUMNS));
      await eachGamePage(userId, (rows) => out.write(rows.map((g) => csvLine(libraryCsvRow(g, reviews.get(g.id)))).join("")));
    },
  };
}
