// Route guards. Every rule is enforced here, on the server, whatever the browser sends.
import type { RequestHandler } from "express";
import type { User } from "../../shared/schema";
import { AppError } from "../errors";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Omit<import("../../shared/schema").User, never> {}
  }
}

export const BLOCKED_MESSAGE = "Your account has been blocked";

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("unauthorized", "You need to sign in to do that"));
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("unauthorized", "You need to sign in to do that"));
  if (req.user.role !== "admin")
    return next(new AppError("forbidden", "You don't have permission to access the admin panel."));
  next();
};

/** The signed-in user of a request that passed requireUser. */
export function currentUser(req: { user?: User }): User {
  if (!req.user) throw new AppError("unauthorized", "You need to sign in to do that");
  return req.user;
}
