// POST /api/generate/ecommerce-policies end to end: create, validate, the Free plan's limit, other
// users' documents, and the three exports.
import { describeGenerator } from "../../test/generator-api";
import { ecommercePolicyBody } from "../../test/fixtures";
import { ecommercePolicyServer } from "../doc-types/ecommerce-policies";

describeGenerator({
  slug: "ecommerce-policies",
  kind: "ecommerce_policy",
  body: ecommercePolicyBody,
  templateVersion: ecommercePolicyServer.templateVersion,
  user: "ecom",
  created: {
    title: "Refund, Return and Shipping Policy — Acme Goods Ltd",
    contains: ["Right to Cancel", "Model Cancellation Form", "£12.95"],
    input: { policies: ["refund", "return", "shipping"], refundWindowDays: 30, governingLaw: "united-kingdom" },
  },
  required: {
    companyName: "Company name is required",
    website: "Must be a valid URL",
    email: "Must be a valid email",
    policies: "Select at least one policy",
    refundWindowDays: "Refund window is required",
    governingLaw: "Governing law is required",
  },
  invalid: [
    {
      body: {
        ...ecommercePolicyBody,
        policies: ["warranty"],
        refundWindowDays: 400,
        governingLaw: "mars",
        shippingMethods: [{ name: "", estimatedDays: "2 days", cost: -5 }],
      },
      errors: {
        "policies.0": "Policies must be refund, return or shipping",
        refundWindowDays: "Refund window must be between 0 and 365 days",
        governingLaw: "Select a valid governing law",
        "shippingMethods.0.name": "Shipping method name is required",
        "shippingMethods.0.cost": "Shipping cost must be positive",
      },
    },
  ],
  exports: {
    html: ["Refund, Return and Shipping Policy"],
    markdown: ["| Standard | 3-5 business days | £4.95 |"],
    pdf: ["Acme Goods Ltd", "Model Cancellation Form"],
  },
});
