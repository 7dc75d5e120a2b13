// Outside /api the server only serves the web app (GET and HEAD). Whatever reaches the end of the
// stack there is answered in the API's JSON envelope, never with Express's HTML error page: another
// method is 405 with `Allow`, a path nothing serves is 404.
import type { RequestHandler } from "express";
import { methodNotAllowed, notFound } from "./errors.ts";

const READ_METHODS = ["GET", "HEAD"] as const;
const ALLOW = READ_METHODS.join(", ");

export const outsideApi: RequestHandler = (req, res, next) => {
  if (req.method === "OPTIONS") {
    res.set("Allow", ALLOW).status(204).end();
    return;
  }
  if (!(READ_METHODS as readonly string[]).includes(req.method)) {
    res.set("Allow", ALLOW);
    next(methodNotAllowed(req.method, READ_METHODS));
    return;
  }
  next(notFound({ message: `Nothing is served at ${req.path}` }));
};
