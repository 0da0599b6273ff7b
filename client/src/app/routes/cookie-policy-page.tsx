import { CookiePolicyGenerator } from "@/features/cookie-policy/components/cookie-policy-generator";

export default function CookiePolicyPage() {
  return <CookiePolicyGenerator />;
}
