// The admin dashboard's request schemas: the server validates with them, the admin forms resolve with them.
import { z } from "zod";
import { int, text } from "../primitives.ts";
import { ADMIN_SEARCH_MAX, ADMIN_TEXTS, INVITE_DAYS_DEFAULT, INVITE_DAYS_MAX, INVITE_DAYS_MIN, INVITE_NOTE_MAX, REGISTRATION_MODES } from "./limits.ts";

const PAGE_MAX = 100_000;
const pageRange = `Page must be a whole number from 1 to ${PAGE_MAX}`;
/** A 1-based page number from the query string. */
const page = z.coerce.number({ error: pageRange }).pipe(int("Page", { min: 1, max: PAGE_MAX, range: pageRange }));

/** A user or invite id in a path. */
export const AdminIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
});

/** GET /api/admin/users: `q` matches username, email, first or last name (case-insensitive, anywhere). */
export const AdminUsersQuerySchema = z.object({
  q: text("Search").trim().max(ADMIN_SEARCH_MAX, ADMIN_TEXTS.searchTooLong).optional(),
  page: page.default(1),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

/** PUT /api/admin/users/:id/admin. */
export const SetAdminSchema = z.object({ isAdmin: z.boolean({ error: "isAdmin must be true or false" }) });
export type SetAdminInput = z.output<typeof SetAdminSchema>;

/** PUT /api/admin/registration. */
export const RegistrationModeSchema = z.object({
  mode: z.enum(REGISTRATION_MODES, { error: `Mode must be one of ${REGISTRATION_MODES.join(", ")}` }),
});
export type RegistrationModeInput = z.output<typeof RegistrationModeSchema>;

const daysRange = `Expiry must be a whole number of days from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}`;

/** POST /api/admin/invites: a single-use link that expires after `expiresInDays`. */
export const CreateInviteSchema = z.object({
  expiresInDays: int("Expiry", { min: INVITE_DAYS_MIN, max: INVITE_DAYS_MAX, range: daysRange }).default(INVITE_DAYS_DEFAULT),
  note: text("Note")
    .trim()
    .max(INVITE_NOTE_MAX, `A note must be at most ${INVITE_NOTE_MAX} characters`)
    .transform((n) => (n === "" ? null : n))
    .nullable()
    .default(null),
});
export type CreateInviteInput = z.output<typeof CreateInviteSchema>;
export type CreateInviteForm = z.input<typeof CreateInviteSchema>;

/** GET /api/admin/audit: newest first. */
export const AuditQuerySchema = z.object({ page: page.default(1) });
export type AuditQuery = z.output<typeof AuditQuerySchema>;
