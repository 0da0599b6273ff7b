import { ecommercePolicy } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { ecommercePoliciesTemplate } from "./template";

export const ecommercePolicyServer = defineServerDocType(ecommercePolicy, {
  templateVersion: 1,
  build: ecommercePoliciesTemplate,
});
