// Path parameters the routes share.
import { z } from "zod";

/** A path's `:id` (a document, a signature request, a client, a provider...): a malformed id names nothing, so it is simply not found. */
export const ZIdParamSchema = z.object({ id: z.uuid() });
