// E-mail addresses and header text as the mail module accepts them (server/mail/outbox.ts checks
// every recipient, Reply-To and subject with these). Refused, never cleaned: a line break in a
// header is an injection attempt, and an address we would have to repair is not the one the user
// meant. Request schemas keep using the `email()` field builder (shared/validation), which cleans
// what a person typed and then passes this check.
import { z } from "zod";

/** RFC 5321's limit on a path, which every address we send to must fit. */
export const MAIL_ADDRESS_MAX = 254;
/** A display name or a subject: one line, bounded. */
export const MAIL_NAME_MAX = 200;
export const MAIL_SUBJECT_MAX = 300;

// C0 controls (CR and LF among them), DEL and C1 controls: nothing a header may carry.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** One line of header text: no CR, LF or other control character. */
export const isHeaderText = (value: string) => !CONTROL.test(value);

/** A plain address (no display name, no comments, no line break) of a deliverable shape. */
export function isMailAddress(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= MAIL_ADDRESS_MAX &&
    isHeaderText(value) &&
    z.regexes.email.test(value)
  );
}
