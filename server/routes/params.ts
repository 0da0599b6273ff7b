import { z } from "zod";

/** A malformed id can't name anyone's document: it is simply not found. */
export const DocumentIdParam = z.object({ id: z.uuid() });
