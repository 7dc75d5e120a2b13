// Notifications: a player's inbox, its unread count, marking them read and which kinds they want. They
// are written where what they tell of happens, in its transaction: by the database for follows and likes
// (triggers: an import or a restore notifies as the app does, and an undone follow or like takes its unread
// notification back), and by notifyReportDecision / notifyReviewRemoved for the admin's decisions. Blocks
// and switched-off kinds are the database's rule (notification_add), for every writer.
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  NOTIFICATIONS_PAGE_SIZE,
  type MarkNotificationsReadInput,
  type NotificationPage,
  type NotificationSettings,
  type NotificationsQuery,
  type UnreadNotifications,
} from "@savepoint/common";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import { databaseVersions } from "../../db/versions.ts";
import { validationFailed } from "../../http/errors.ts";
import { Lru } from "../../lib/lru.ts";
import { decodeTimeCursor, encodeTimeCursor } from "../../lib/time-cursor.ts";
import { toNotificationDto } from "./notifications.presenter.ts";
import { markRead, mutedKinds, notificationsPage, notificationVersionsOf, setMutedKinds, unreadCount } from "./notifications.queries.ts";

interface Actor {
  id: string;
}

export interface NotificationsService {
  list(actor: Actor, query: NotificationsQuery): Promise<NotificationPage>;
  unread(actor: Actor): Promise<UnreadNotifications>;
  markRead(actor: Actor, input: MarkNotificationsReadInput): Promise<UnreadNotifications>;
  settings(actor: Actor): Promise<NotificationSettings>;
  setSettings(actor: Actor, input: NotificationSettings): Promise<NotificationSettings>;
}

const badCursor = () => validationFailed([{ path: "cursor", message: NOTIFICATION_TEXTS.badCursor }]);

export function createNotificationsService(deps: { prisma: Db; now?: () => Date; notifications?: NotificationHub }): NotificationsService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  // The unread count per recipient, kept against their notifications version (bumped by the database on
  // every write of their notifications, whichever process makes it): the header asks once a minute.
  const counts = new Lru<{ version: number; unread: number }>({ entries: 50_000 });
  const versionOf = databaseVersions(NOTIFY_CHANNELS.notificationVersions, (ids) => notificationVersionsOf(prisma, ids), deps.notifications);

  async function unread(actor: Actor): Promise<UnreadNotifications> {
    const version = await versionOf(actor.id);
    const known = counts.get(actor.id);
    if (known?.version === version) return { unread: known.unread };
    // A write between the version and the count bumps the version again: this count is never kept past it.
    const n = await unreadCount(prisma, actor.id);
    counts.set(actor.id, { version, unread: n });
    return { unread: n };
  }

  async function settings(actor: Actor): Promise<NotificationSettings> {
    const muted = new Set(await mutedKinds(prisma, actor.id));
    return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !muted.has(k)])) as NotificationSettings;
  }

  return {
    async list(actor, query) {
      const rows = await notificationsPage(prisma, actor.id, decodeTimeCursor(query.cursor, badCursor), NOTIFICATIONS_PAGE_SIZE + 1);
      const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
      const shown = more ? rows.slice(0, NOTIFICATIONS_PAGE_SIZE) : rows;
      const tail = shown[shown.length - 1];
      return { items: shown.map(toNotificationDto), nextCursor: more && tail ? encodeTimeCursor({ at: tail.createdAt, id: tail.id }) : null };
    },

    unread,

    async markRead(actor, input) {
      await markRead(prisma, actor.id, [...new Set(input.ids.map((id) => id.toLowerCase()))], now());
      return unread(actor);
    },

    settings,

    async setSettings(actor, input) {
      await setMutedKinds(
        prisma,
        actor.id,
        NOTIFICATION_KINDS.filter((k) => !input[k]),
      );
      return settings(actor);
    },
  };
}
