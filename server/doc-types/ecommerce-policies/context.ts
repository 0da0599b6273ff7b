// What every part of the policies reads: the input, the governing law, who is addressed and
// which consumer laws apply (the EU's, the UK's, Australia's: by the law chosen or by where the
// shop ships), worked out once.
import { type ShippingRegion, type TEcommercePoliciesRequest } from "../../../shared/doc-types";
import type { BusinessIdentity } from "../business";
import { type GoverningLaw, governingLaw } from "../common";

/** What every part of the policies reads. */
export interface PolicyCtx {
  c: string;
  input: TEcommercePoliciesRequest;
  law: GoverningLaw;
  business?: BusinessIdentity;
  /** Consumers are addressed (audience consumers or both). */
  consumers: boolean;
  /** Business customers are addressed (audience businesses or both). */
  businesses: boolean;
  /** EU consumer law applies: German law, or the shop ships to the EU. */
  eu: boolean;
  /** UK consumer law applies: UK law, or the shop ships to the UK. */
  uk: boolean;
  /** The Australian Consumer Law applies: Australian law, or the shop ships to Australia. */
  au: boolean;
  /** The 14-day statutory right of withdrawal (UK: to cancel) is stated. */
  withdrawal: boolean;
  /** The shop ships outside its own country. */
  international: boolean;
}

/** The context of this input, issued by the business profile. */
export function policyContext(input: TEcommercePoliciesRequest, business?: BusinessIdentity): PolicyCtx {
  const c = input.companyName;
  const law = governingLaw(input.governingLaw, c);
  const ships = (region: ShippingRegion) =>
    input.shippingRegions.includes(region) || input.shippingRegions.includes("worldwide");
  const consumers = input.audience !== "businesses";
  const eu = consumers && (law.region === "de" || ships("eu"));
  const uk = consumers && (law.region === "uk" || ships("uk"));
  return {
    c,
    input,
    law,
    business,
    consumers,
    businesses: input.audience !== "consumers",
    eu,
    uk,
    au: consumers && (law.region === "au" || ships("australia")),
    withdrawal: eu || uk,
    international: input.shippingRegions.some((r) => r !== "domestic"),
  };
}
