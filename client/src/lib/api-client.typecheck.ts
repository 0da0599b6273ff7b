// The route contract on the client's side, checked by the compiler only: a call with a missing
// path parameter or a body the route's schema refuses fails to compile, and the answer's type is
// the entry's. tsc checks this file (npm run typecheck); each @ts-expect-error fails the build if
// its line compiles.
import { api } from "@shared/api/routes";
import type { TCreatedInvoice } from "@shared/api/invoices";
import { apiCall, type CallArgs } from "./api-client";

// The client's calls: the path's parameters are required, the body is the schema's input.
export const call: CallArgs<typeof api.invoices.convert> = [{ params: { id: "x" }, body: { to: "invoice" } }];
export const noArgs: CallArgs<typeof api.signatures.list> = [];
// @ts-expect-error the path's :id is missing
export const noParams: CallArgs<typeof api.invoices.convert> = [{ body: { to: "invoice" } }];
// @ts-expect-error a body the schema refuses
export const wrongBody: CallArgs<typeof api.invoices.convert> = [{ params: { id: "x" }, body: { to: "quote" } }];

// The answer is the entry's: a created invoice, never a look-alike redeclared by a screen.
export const answered = (id: string): Promise<TCreatedInvoice> => apiCall(api.invoices.convert, { params: { id }, body: { to: "invoice" } });
// @ts-expect-error the answer is not a signing page
export const wrongAnswer = (id: string): Promise<{ canSign: boolean }> => apiCall(api.invoices.convert, { params: { id }, body: { to: "invoice" } });
