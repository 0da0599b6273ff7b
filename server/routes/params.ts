import { z } from "zod";

/** A malformed id can't name anyone's document: it is simply not found. */
export const DocumentIdParam = z.object({ id: z.uuid() });

/** ?status=draft on a create route: a Lifetime user saves a draft (the body stays the spec's). */
export const GenerateQuery = z.object({
  status: z.enum(["draft", "final"], { error: "status must be draft or final" }).optional(),
});
