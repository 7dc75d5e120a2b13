// The admin dashboard's limits, choices and the texts both sides show.

/** Users per page of the admin user list. */
export const ADMIN_USERS_PAGE_SIZE = 25;
/** Audit-log entries per page. */
export const ADMIN_AUDIT_PAGE_SIZE = 50;
/** The longest user search. */
export const ADMIN_SEARCH_MAX = 100;
/** An invite link lives 1 to INVITE_DAYS_MAX days; INVITE_DAYS_DEFAULT unless the admin says otherwise. */
export const INVITE_DAYS_MIN = 1;
export const INVITE_DAYS_MAX = 90;
export const INVITE_DAYS_DEFAULT = 7;
/** An optional note on an invite (who it is for). */
export const INVITE_NOTE_MAX = 100;

/**
 * Who may create an account: anyone (open), whoever holds an unused, unexpired invite link (invite),
 * or nobody (closed). The first account of an empty instance may always be created: it becomes the admin.
 */
export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export const DEFAULT_REGISTRATION_MODE: RegistrationMode = "open";

/** The query parameter of an invite link: /register?invite=<token>. */
export const INVITE_QUERY_PARAM = "invite";

/**
 * What the audit log records. The admin-core actions, then moderation and catalog ones.
 * A new admin action adds its name here and a label below.
 */
export const ADMIN_ACTIONS = [
  "user.admin.grant",
  "user.admin.revoke",
  "user.sign_out",
  "user.delete",
  "registration.mode",
  "invite.create",
  "invite.revoke",
  "review.delete",
  "report.dismiss",
  "catalog.upload",
  "catalog.hide",
  "catalog.unhide",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** How the audit log names each action. */
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  "user.admin.grant": "Made admin",
  "user.admin.revoke": "Revoked admin",
  "user.sign_out": "Signed out everywhere",
  "user.delete": "Deleted user",
  "registration.mode": "Changed registration",
  "invite.create": "Created invite",
  "invite.revoke": "Revoked invite",
  "review.delete": "Deleted review",
  "report.dismiss": "Dismissed report",
  "catalog.upload": "Uploaded catalog",
  "catalog.hide": "Hid catalog entry",
  "catalog.unhide": "Restored catalog entry",
};

export const REGISTRATION_MODE_LABELS: Record<RegistrationMode, string> = {
  open: "Open: anyone can create an account",
  invite: "Invite only: an admin-created invite link is needed",
  closed: "Closed: no new accounts",
};

export const ADMIN_TEXTS = {
  title: "Admin Dashboard",
  subtitle: "Security and metadata analysis",
  notAllowed: "Not allowed",
  lastAdmin: "This is the last admin: make another user admin first",
  deleteSelf: "You cannot delete your own account here: use Settings → Delete account",
  revokeSelfNote: "You are revoking your own admin rights",
  userNotFound: "User not found",
  inviteNotFound: "Invite not found",
  searchTooLong: `A search must be at most ${ADMIN_SEARCH_MAX} characters`,
  // Sign-up, as the register page shows it.
  registrationClosed: "Registration is closed on this instance. Ask its admin for an account.",
  inviteRequired: "This instance is invite-only: open the invite link an admin sent you",
  inviteInvalid: "This invite link is not valid: it may have been used, revoked or expired. Ask the admin for a new one.",
  inviteLabel: "Invite code",
} as const;
