// The per-kind switches in an export (not the notifications: they tell of this instance's events), and an
// import's restore of them: only for an account that has switched nothing off itself, undone by its undo.
import { NOTIFICATION_KINDS, type NotificationSettings } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { mutedKinds, muteIfNoneMuted, unmute } from "./notifications.queries.ts";

type Tx = Pick<Db, "$queryRaw" | "$executeRaw">;

export async function notificationSettingsForExport(db: Tx, userId: string): Promise<NotificationSettings> {
  const muted = new Set(await mutedKinds(db, userId));
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !muted.has(k)])) as NotificationSettings;
}

/** Switches off the kinds the export has off (kinds this instance does not know are ignored); the kinds it switched off. */
export function restoreNotificationSettings(tx: Tx, userId: string, settings: Readonly<Record<string, boolean>>): Promise<string[]> {
  return muteIfNoneMuted(
    tx,
    userId,
    NOTIFICATION_KINDS.filter((k) => settings[k] === false),
  );
}

/** An import's undo: the kinds it switched off are on again. */
export function undoNotificationSettings(tx: Tx, userId: string, kinds: readonly string[]): Promise<void> {
  return unmute(tx, userId, [...kinds]);
}
