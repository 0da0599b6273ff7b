// How the app names a person from their account's first and last name, on both sides: the audit
// trail's actor, an invoice's issuer, the sender of a reminder or a signature request, the admin's
// activity list, and the invoice form's preview of who the document is from.

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

/** A user's first and last name as one ("" when neither is known). */
export const fullName = (u: Named) => [u.firstName, u.lastName].filter(Boolean).join(" ").trim();

/** How mail and documents name a user: their name, else their e-mail address. */
export const ownerName = (u: Named & { email: string }) => fullName(u) || u.email;

/**
 * How an e-mail names the person who sent it, with the business they send for: "Ana Ruiz (Acme
 * Labs)". The business alone when the account has no name, the person alone without a business.
 */
export function senderName(u: Named & { email: string }, business?: string | null): string {
  const person = fullName(u);
  const firm = business?.trim();
  if (!firm) return person || u.email;
  if (!person || person.toLowerCase() === firm.toLowerCase()) return firm;
  return `${person} (${firm})`;
}
