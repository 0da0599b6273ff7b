import { ecommercePolicy } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { ecommercePoliciesTemplate } from "./template";
import { sample } from "./sample";

export const ecommercePolicyServer = defineServerDocType(ecommercePolicy, {
  // 2: the withdrawal instructions and form from the shared statutory text (UK: Schedule 3's
  // deduction for handling and reimbursement terms; the form offers a service too).
  // 3: all sales final without contradicting fees or exchanges, the shop's country for "domestic",
  // US spelling under US law, IOSS only for imports into the EU (OSS within it).
  // 4: dates in the law's or the profile's order; no "(Ltd)" after a name that has it.
  // 5: spelling follows the governing law both ways (server/doc-types/spelling.ts): US law in
  // American spelling, UK or Australian law in British ("organisation", a "licence").
  // 6: with a refund window of 0 days, no refund window and no change-of-mind refund, return,
  // condition or shipping charge is described ("Change of Mind" in place of "Refund Window").
  templateVersion: 6,
  sample,
  build: ecommercePoliciesTemplate,
});
