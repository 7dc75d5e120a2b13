import type { Logger } from "pino";
import type { AuthContext } from "./auth.ts";

declare global {
  namespace Express {
    interface Request {
      auth?: AuthContext;
      /** This request's id (X-Request-Id), set by the request log. */
      id?: string;
      /** The server's logger, set by the request log. */
      log?: Logger;
    }
  }
}
export {};
