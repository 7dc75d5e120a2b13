// The audit log: every admin action writes one entry in the same transaction as the change, so the
// log holds exactly what happened. Entries outlive the accounts they name.
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAction, type AuditEntryDto, type AuditPage, type AuditQuery } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { auditEntries, countAuditEntries, insertAuditEntry, usernameOf } from "./admin.queries.ts";

type Writer = Pick<Db, "adminAuditEntry" | "user">;

export interface AdminActionRecord {
  /** The admin acting. */
  actorId: string;
  action: AdminAction;
  /** "user", "invite", "registration", "review", "catalogGame"… */
  targetType: string;
  targetId?: string | null;
  /** A readable name of the target now (a username, a game title): the log keeps it. */
  targetLabel?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit entry with the `tx` the change is made in (or the client, for a change of one statement). */
export async function recordAdminAction(tx: Writer, record: AdminActionRecord): Promise<void> {
  const actor = await usernameOf(tx, record.actorId);
  await insertAuditEntry(tx, {
    actorId: actor ? record.actorId : null,
    actorName: actor?.username ?? "(deleted user)",
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    targetLabel: record.targetLabel ?? null,
    details: (record.details ?? {}) as Prisma.InputJsonObject,
  });
}

/** A page of the log, newest first. */
export async function listAudit(prisma: Db, query: AuditQuery): Promise<AuditPage> {
  const pageSize = ADMIN_AUDIT_PAGE_SIZE;
  const [total, rows] = await Promise.all([countAuditEntries(prisma), auditEntries(prisma, (query.page - 1) * pageSize, pageSize)]);
  const items = rows.map((r): AuditEntryDto => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action as AdminAction,
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    details: (r.details ?? {}) as Record<string, unknown>,
  }));
  return { items, page: query.page, pageSize, total };
}
