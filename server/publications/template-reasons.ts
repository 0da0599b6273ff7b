// Why a template changed, for a published policy's changelog and the owner's notice.
import type { ServerDocType } from "../doc-types/define";

type WithChanges = Pick<ServerDocType, "templateChanges"> | undefined;

/** The type's own words for template version `n`, or null when it gives none. */
export const templateReasonOf = (type: WithChanges, n: number): string | null => type?.templateChanges?.[n] ?? null;

/** The changelog's line for a template update: "Updated for <reason>". */
export const updatedFor = (type: WithChanges, n: number): string => `Updated for ${templateReasonOf(type, n) ?? `template version ${n}`}`;
