// Prototype-pollution keys are refused outright. JSON.parse turns "__proto__" into an own key that
// a later spread, merge or Object.assign may follow into Object.prototype; zod drops unknown keys
// today, but a body that carries one is an attack, not a mistake, so it is answered 400 before any
// route sees it. Runs after the JSON body parser.
import type { RequestHandler } from "express";
import { invalidField } from "../errors";

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 64;

/** The path of the first forbidden key, or undefined. Deeper than MAX_DEPTH counts as forbidden. */
function findForbiddenKey(value: unknown, path: string[] = []): string[] | undefined {
  if (value === null || typeof value !== "object") return undefined;
  if (path.length > MAX_DEPTH) return path;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN.has(key)) return [...path, key];
    const found = findForbiddenKey((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}

export const rejectPollutingKeys: RequestHandler = (req, _res, next) => {
  const found = findForbiddenKey(req.body);
  if (!found) return next();
  const path = found.join(".");
  const message = FORBIDDEN.has(found[found.length - 1]!)
    ? `The key "${found[found.length - 1]}" is not allowed`
    : `The body is nested more than ${MAX_DEPTH} levels deep`;
  next(invalidField(path, message));
};
