// The client book's requests (docs/API.md "Clients"): the same schema checks the /clients form
// and POST/PATCH /api/clients. Only `name` is required; every field is bounded, and a message
// names its field.
import { z } from "zod";
import { isCountryCode } from "../business/countries";
import { checkVatId } from "../business/identifiers";
import { ADDRESS_LINES, ADDRESS_MAX, COMPANY_NAME_MAX, OBJECT_ERROR, optionalEmail, optionalText, requiredText } from "../validation/fields";

export const CLIENT_NOTES_MAX = 2_000;
export const CLIENT_NOTES_LINES = 40;
export const CLIENT_QUERY_MAX = 100;
/** A user's client book holds at most this many clients (a bound on the list's one query). */
export const MAX_CLIENTS = 5_000;

const COUNTRY_MESSAGE = "Country must be an ISO 3166 country code, like DE";

const fields = {
  name: requiredText("Name is required", { label: "Name", max: COMPANY_NAME_MAX }),
  email: optionalEmail("Email must be a valid e-mail address"),
  address: optionalText({ label: "Address", max: ADDRESS_MAX, multiline: true, lines: ADDRESS_LINES }),
  country: z
    .string({ error: COUNTRY_MESSAGE })
    .max(10, { error: COUNTRY_MESSAGE, abort: true })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === "" || isCountryCode(v), COUNTRY_MESSAGE)
    .nullish()
    .transform((v) => v || undefined),
  vatId: optionalText({ label: "VAT ID", max: 40 }),
  registrationNumber: optionalText({ label: "Registration number", max: 50 }),
  contactName: optionalText({ label: "Contact name", max: COMPANY_NAME_MAX }),
  notes: optionalText({ label: "Notes", max: CLIENT_NOTES_MAX, multiline: true, lines: CLIENT_NOTES_LINES }),
};

const objectError = (i: { code?: string; keys?: string[] }) => (i.code === "unrecognized_keys" ? `Unknown field: ${(i.keys ?? []).join(", ")}` : OBJECT_ERROR);

function checkClient(c: { vatId?: string; country?: string }, ctx: z.RefinementCtx) {
  if (!c.vatId) return;
  const vat = checkVatId(c.vatId, c.country);
  if (!vat.ok) ctx.addIssue({ code: "custom", path: ["vatId"], message: `VAT ID is not valid: ${vat.message}` });
}

export const ZClientSchema = z.strictObject(fields, { error: objectError }).superRefine(checkClient);

/** PATCH: any subset of the fields; what is not sent is not changed, null or "" clears one. */
export const ZClientPatchSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> },
    { error: objectError },
  )
  .superRefine(checkClient);

/** GET /api/clients?q=: a search over name, e-mail and contact name. */
export const ZClientQuery = z.object({
  q: z
    .string({ error: "q must be text" })
    .max(CLIENT_QUERY_MAX, `q must be at most ${CLIENT_QUERY_MAX} characters`)
    .trim()
    .optional(),
});

export type TClientInput = z.output<typeof ZClientSchema>;
export type TClientFormValues = z.input<typeof ZClientSchema>;
export type TClientPatch = z.output<typeof ZClientPatchSchema>;
