// A route of the table (shared/api/routes.ts) mounted on a router: its method and path come from
// the entry, and its handler returns the answer, which the compiler holds to the entry's answer
// type (a Date where the answer has a string: JSON writes it as its ISO string). The handler
// validates and calls its service as before; serve writes the entry's status and the JSON.
import type { Request, RequestHandler, Response, Router } from "express";
import type { AnswerOf, AnyRoute, Wire } from "../shared/api/contract";

/** What a route's handler is: the request in, the answer (or a promise of it) out. */
export type RouteHandler<R extends AnyRoute> = (req: Request, res: Response) => Wire<AnswerOf<R>> | Promise<Wire<AnswerOf<R>>>;

/**
 * Mounts `handler` for `entry` after `middleware` (guards, rate limits, body parsers). `at` is a
 * concrete path for an entry that stands for a family (/api/generate/:slug is one route per slug).
 * A handler may still set headers or a status that depends on the outcome (200 or 201) on `res`.
 */
export function serve<R extends AnyRoute>(router: Router, entry: R, middleware: RequestHandler[], handler: RouteHandler<R>, at: string = entry.path): void {
  const { status } = entry.options;
  const answer: RequestHandler = async (req, res) => {
    const body = await handler(req, res);
    if (status === 204) {
      res.status(204).end();
      return;
    }
    if (status !== undefined) res.status(status);
    res.json(body);
  };
  const handlers = [...middleware, answer];
  if (entry.method === "GET") router.get(at, handlers);
  else if (entry.method === "POST") router.post(at, handlers);
  else if (entry.method === "PUT") router.put(at, handlers);
  else if (entry.method === "PATCH") router.patch(at, handlers);
  else router.delete(at, handlers);
}
