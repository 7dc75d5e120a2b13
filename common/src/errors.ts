// One error contract for both sides: the server's AppError and the client's ApiError speak these codes.

/** Every code an /api failure can carry, with the HTTP status it is sent with. */
export const ERROR_STATUS = {
  validation_failed: 400,
  /**
   * A signed-in user's password, asked again to confirm an account change, was wrong: details.issues
   * names the field. Not 401, which would sign the client out.
   */
  wrong_password: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  /** A path outside /api that only answers GET and HEAD (the web app), asked with another method. */
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  /** A request body that is not JSON (by its Content-Type or Content-Encoding). */
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_unavailable: 502,
  internal_error: 500,
  /** The database is down, restarting or did not answer in time. */
  database_unavailable: 503,
  /**
   * The server and its database are healthy but have more work than they can start in time: a request
   * waited its bounded turn (at most a few seconds) and was refused. Sent with Retry-After (ADR 020).
   */
  server_busy: 503,
  /**
   * The server's disk is full (PostgreSQL's SQLSTATE 53100, or a file write's ENOSPC): nothing was saved,
   * what is stored is intact, and an administrator must free space. /api/health says storage "full".
   */
  storage_full: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One field's problem: `path` names the field ("title", "sessions.0.minutes"). */
export interface ErrorIssue {
  path: string;
  message: string;
}

/** The error envelope every /api failure answers with. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    details?: { issues?: ErrorIssue[]; [k: string]: unknown };
    requestId: string | null;
  };
}
