// Who may create an account: the registration mode, the invite links admins make, and the check
// sign-up runs inside its own transaction (the first account of an empty instance is always let in).
import { createHash, randomBytes } from "node:crypto";
import {
  ADMIN_TEXTS,
  DEFAULT_REGISTRATION_MODE,
  INVITE_QUERY_PARAM,
  REGISTRATION_MODES,
  type CreateInviteInput,
  type CreatedInvite,
  type InviteDto,
  type InviteStatus,
  type RegistrationMode,
  type RegistrationSettings,
  DAY_MS,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { forbidden, notFound, validationFailed } from "../../http/errors.ts";
import { recordAdminAction } from "./admin.audit.ts";
import {
  claimInvite,
  insertInvite,
  inTransaction,
  instanceSetting,
  inviteExists,
  inviteIdByHash,
  inviteNote,
  latestInvites,
  revokeOpenInvite,
  setInviteUser,
  upsertInstanceSetting,
} from "./admin.queries.ts";

const MODE_KEY = "registration";

type Tx = Prisma.TransactionClient;

export interface RegistrationService {
  /** Sign-up's check for any account but the first: refuses a closed instance, or an invite-only one without a valid invite; claims the invite and answers its id. */
  admit(tx: Tx, invite: string | undefined): Promise<string | null>;
  /** Records which account an invite made. */
  claimed(tx: Tx, inviteId: string, userId: string): Promise<void>;
  mode(): Promise<RegistrationMode>;
  settings(): Promise<RegistrationSettings>;
  setMode(actorId: string, mode: RegistrationMode): Promise<RegistrationSettings>;
  createInvite(actorId: string, input: CreateInviteInput): Promise<CreatedInvite>;
  revokeInvite(actorId: string, id: string): Promise<void>;
}

const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

const isMode = (v: unknown): v is RegistrationMode => typeof v === "string" && (REGISTRATION_MODES as readonly string[]).includes(v);

type InviteRow = Prisma.InviteGetPayload<{ include: { usedBy: { select: { username: true } }; createdBy: { select: { username: true } } } }>;

function statusOf(r: InviteRow, now: Date): InviteStatus {
  if (r.revokedAt) return "revoked";
  if (r.usedAt) return "used";
  return r.expiresAt <= now ? "expired" : "active";
}

function toInvite(r: InviteRow, now: Date): InviteDto {
  return {
    id: r.id,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    usedAt: r.usedAt?.toISOString() ?? null,
    usedBy: r.usedBy?.username ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    status: statusOf(r, now),
    createdBy: r.createdBy?.username ?? null,
  };
}

/** The invites the settings list shows: the newest first. */
const INVITES_SHOWN = 100;

export function createRegistrationService(deps: { prisma: Db; now: () => Date }): RegistrationService {
  const { prisma, now } = deps;

  async function readMode(db: Pick<Db, "instanceSetting"> = prisma): Promise<RegistrationMode> {
    const row = await instanceSetting(db, MODE_KEY);
    return isMode(row?.value) ? row.value : DEFAULT_REGISTRATION_MODE;
  }

  async function settings(): Promise<RegistrationSettings> {
    const at = now();
    const rows = await latestInvites(prisma, INVITES_SHOWN);
    return { mode: await readMode(), invites: rows.map((r) => toInvite(r, at)) };
  }

  return {
    mode: () => readMode(),
    settings,
    async setMode(actorId, mode) {
      await inTransaction(prisma, async (tx) => {
        const before = await readMode(tx);
        await upsertInstanceSetting(tx, { key: MODE_KEY, value: mode, updatedAt: now() }, { value: mode, updatedAt: now() });
        await recordAdminAction(tx, {
          actorId,
          action: "registration.mode",
          targetType: "registration",
          targetLabel: mode,
          details: { from: before, to: mode },
        });
      });
      return settings();
    },
    async createInvite(actorId, input) {
      const token = randomBytes(24).toString("base64url");
      const at = now();
      const row = await inTransaction(prisma, async (tx) => {
        const invite = await insertInvite(tx, {
          tokenHash: hashOf(token),
          note: input.note,
          createdById: actorId,
          createdAt: at,
          expiresAt: new Date(at.getTime() + input.expiresInDays * DAY_MS),
        });
        await recordAdminAction(tx, {
          actorId,
          action: "invite.create",
          targetType: "invite",
          targetId: invite.id,
          targetLabel: invite.note,
          details: { expiresAt: invite.expiresAt.toISOString() },
        });
        return invite;
      });
      return { ...toInvite(row, at), token, path: `/register?${INVITE_QUERY_PARAM}=${token}` };
    },
    async revokeInvite(actorId, id) {
      await inTransaction(prisma, async (tx) => {
        const count = await revokeOpenInvite(tx, id, now());
        if (count === 0) {
          // Revoking a used or already revoked invite changes nothing.
          if (!(await inviteExists(tx, id))) throw notFound({ message: ADMIN_TEXTS.inviteNotFound });
          return;
        }
        const invite = await inviteNote(tx, id);
        await recordAdminAction(tx, { actorId, action: "invite.revoke", targetType: "invite", targetId: id, targetLabel: invite.note });
      });
    },
    async admit(tx, invite) {
      const mode = await readMode(tx);
      if (mode === "open") return null;
      if (mode === "closed") throw forbidden(ADMIN_TEXTS.registrationClosed);
      if (!invite) throw forbidden(ADMIN_TEXTS.inviteRequired);
      // The update claims the invite: of two sign-ups with one link, the second finds it used.
      const at = now();
      const count = await claimInvite(tx, hashOf(invite), at);
      if (count === 0) throw validationFailed([{ path: "invite", message: ADMIN_TEXTS.inviteInvalid }], ADMIN_TEXTS.inviteInvalid);
      const claimed = await inviteIdByHash(tx, hashOf(invite));
      return claimed.id;
    },
    async claimed(tx, inviteId, userId) {
      await setInviteUser(tx, inviteId, userId);
    },
  };
}
