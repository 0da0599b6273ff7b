// The lists the law sections share: a reader's rights, each named in bold, and the ways to send
// a request (email first, then the form, the toll-free number and the post, as the input gives
// them).
import { type TPrivacyPolicyRequest } from "../../../shared/doc-types";
import { type Block, type Text, bold, ul } from "../../documents/model";
import { emailLink, webLink } from "../common";

/** Rights as a list: each one's name in bold, then what it lets the reader do. */
export const rights = (items: [string, string][]): Block =>
  ul(...items.map(([name, text]): Text => [bold(`${name}.`), ` ${text}`]));

/** The methods for submitting requests, each as a list item (email first). */
export function requestMethods(input: TPrivacyPolicyRequest, subject: string, mail?: string): Text[] {
  const out: Text[] = [["By email to ", emailLink(input.email), ` with the subject line "${subject}"`]];
  if (input.requestFormUrl) out.push(["Through our online request form at ", webLink(input.requestFormUrl)]);
  if (input.tollFreeNumber) out.push(`By calling us toll-free at ${input.tollFreeNumber}`);
  if (mail) out.push(`By mail to ${mail}`);
  return out;
}

/** List items ending "; … ; and …." as prose lists do. */
export const asList = (items: Text[]): Block =>
  ul(
    ...items.map((item, i): Text => {
      const end = i === items.length - 1 ? "." : i === items.length - 2 ? "; or" : ";";
      return Array.isArray(item) ? [...item, end] : [item, end];
    }),
  );
