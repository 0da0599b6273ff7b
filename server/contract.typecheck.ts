// The route contract's checks that only the compiler can make: a handler whose answer is not its
// entry's fails to compile (the client's side: client/src/lib/api-client.typecheck.ts). tsc checks
// this file (npm run typecheck); each @ts-expect-error fails the build if its line compiles.
import type { Request, Response, Router } from "express";
import { api } from "../shared/api/routes";
import type { AnswerOf, Wire } from "../shared/api/contract";
import { serve, type RouteHandler } from "./contract";

declare const req: Request;
declare const router: Router;
declare const res: Response;
declare const created: AnswerOf<typeof api.invoices.create>;

// The right answer compiles; a row's Date where the answer has a string does too (JSON writes it).
export const right: RouteHandler<typeof api.signatures.sign> = () => ({ status: "signed", completed: true });
export const dated: RouteHandler<typeof api.invoices.void> = () => ({ ...created, createdAt: new Date() });
void right(req, res);
void dated(req, res);

// @ts-expect-error a literal the answer doesn't allow
export const wrongLiteral: RouteHandler<typeof api.signatures.sign> = () => ({ status: "sealed", completed: true });
// @ts-expect-error a field missing
export const missing: RouteHandler<typeof api.signatures.sign> = () => ({ status: "signed" });
// @ts-expect-error another route's answer
export const otherAnswer: RouteHandler<typeof api.invoices.convert> = async () => ({ status: "queued" as const });
// @ts-expect-error a Date where the answer has a number
export const wrongDate: Wire<{ total: number }> = { total: new Date() };

// serve infers the entry from its argument and holds the handler to it.
export const mount = () => {
  serve(router, api.signatures.sign, [], () => ({ status: "signed", completed: false }) as const);
  // @ts-expect-error serve holds the handler to the entry's answer
  serve(router, api.signatures.sign, [], () => ({ status: "sealed", completed: true }) as const);
  // @ts-expect-error a 204 route answers nothing
  serve(router, api.clients.delete, [], () => ({ deleted: true }));
};
