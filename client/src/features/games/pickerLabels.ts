// How a library game is named where the player picks one (the journal's and the review dialog's game
// selectors): its title and platform, and for copies of one title on one platform also their status and
// the day each was added ("The Witcher 3 (PC, Backlog, added 2026-05-01)"), so no two choices read alike.
import type { LibraryGameSummary } from "@savepoint/common";
import { STATUS_LABEL, todayYmd } from "./format.ts";

type Pickable = Pick<LibraryGameSummary, "id" | "title" | "platform" | "status" | "createdAt">;

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase();

function counts<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

/** Each game's label by id. */
export function gamePickerLabels(games: readonly Pickable[]): Map<string, string> {
  const titlePlatform = (g: Pickable) => `${norm(g.title)}\u0000${norm(g.platform)}`;
  const copies = counts(games, titlePlatform);
  const labels = new Map<string, string>();
  for (const g of games) {
    const parts = [g.platform];
    // The day it was added in the player's own time zone, as the rest of the app shows days.
    if ((copies.get(titlePlatform(g)) ?? 0) > 1) parts.push(STATUS_LABEL[g.status], `added ${todayYmd(new Date(g.createdAt))}`);
    labels.set(g.id, `${g.title} (${parts.join(", ")})`);
  }
  // Copies alike in all of that (same status, added the same day) are numbered, oldest first.
  const same = counts(games, (g) => norm(labels.get(g.id)!));
  const numbered = new Map<string, number>();
  for (const g of [...games].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const label = labels.get(g.id)!;
    if ((same.get(norm(label)) ?? 0) < 2) continue;
    const n = (numbered.get(norm(label)) ?? 0) + 1;
    numbered.set(norm(label), n);
    labels.set(g.id, `${label} #${n}`);
  }
  return labels;
}
