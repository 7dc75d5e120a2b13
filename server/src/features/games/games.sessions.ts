// A game's play sessions: logging one adds its minutes to the game's play time, removing one takes
// them off (off the hours kept in the status history while the game is in the backlog, ADR 017).
import type { CreatePlaySessionInput, GameStatus, PlaySessionCreated, PlaySessionDeleted, PlaySessionDto } from "@savepoint/common";
import { SESSION_ON_BACKLOG_MESSAGE } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { recordActivity } from "../activity/index.ts";
import { toPlaySessionDto } from "./games.presenter.ts";
import {
  deletePlaySession,
  inTransaction,
  insertPlaySession,
  keptEntries,
  lockOwnedGame,
  ownedGameId,
  playSessionOf,
  playSessionsOf,
  setKept,
  updateGame,
} from "./games.queries.ts";
import { addMinutes, fromYmd, ownedId, sessionFacts } from "./games.rules.ts";

/** Who is asking (an authenticated user). */
export interface Actor {
  id: string;
}

/** Locks the caller's game for the rest of the transaction; 404 when they have no such game. */
export async function lockOwned(tx: Prisma.TransactionClient, actor: Actor, id: string): Promise<{ playTime: number; status: GameStatus }> {
  const game = await lockOwnedGame(tx, id, actor.id);
  if (!game) throw notFound("Game");
  return game;
}

export interface SessionMethods {
  addSession(actor: Actor, gameId: string, input: CreatePlaySessionInput): Promise<PlaySessionCreated>;
  listSessions(actor: Actor, gameId: string): Promise<PlaySessionDto[]>;
  removeSession(actor: Actor, gameId: string, sessionId: string): Promise<PlaySessionDeleted>;
}

export function sessionMethods(prisma: Db, now: () => Date): SessionMethods {
  return {
    async addSession(actor, rawId, input) {
      const id = ownedId(rawId);
      const at = now();
      const { minutes, date } = sessionFacts(input, at);
      return inTransaction(prisma, async (tx) => {
        const game = await lockOwned(tx, actor, id);
        if (game.status === "BACKLOG") throw conflict(SESSION_ON_BACKLOG_MESSAGE, { issues: [{ path: "status", message: SESSION_ON_BACKLOG_MESSAGE }] });
        const session = await insertPlaySession(tx, { gameId: id, userId: actor.id, date: fromYmd(date), minutes, note: input.note ?? null, createdAt: at });
        const playTime = addMinutes(game.playTime, minutes);
        await updateGame(tx, id, { playTime });
        await recordActivity(tx, { type: "session_logged", actorId: actor.id, gameId: id, playSessionId: session.id, minutes, at, on: date });
        return { session: toPlaySessionDto(session), playTime };
      });
    },

    async listSessions(actor, rawId) {
      const id = ownedId(rawId);
      const game = await ownedGameId(prisma, id, actor.id);
      if (!game) throw notFound("Game");
      const rows = await playSessionsOf(prisma, id);
      return rows.map(toPlaySessionDto);
    },

    async removeSession(actor, rawId, rawSessionId) {
      const id = ownedId(rawId);
      const sessionId = ownedId(rawSessionId, "Play session");
      return inTransaction(prisma, async (tx) => {
        const game = await lockOwned(tx, actor, id);
        const session = await playSessionOf(tx, sessionId, id);
        if (!session) throw notFound("Play session");
        await deletePlaySession(tx, session.id);
        if (game.status === "BACKLOG") {
          // The hours are kept in the history while the game is in the backlog (ADR 017): take them off there.
          const entry = (await keptEntries(tx, id)).find((e) => typeof e.kept.playTime === "number");
          if (entry) await setKept(tx, entry.id, { ...entry.kept, playTime: addMinutes(entry.kept.playTime!, -session.minutes) });
          return { playTime: game.playTime };
        }
        const playTime = addMinutes(game.playTime, -session.minutes);
        await updateGame(tx, id, { playTime });
        return { playTime };
      });
    },
  };
}
