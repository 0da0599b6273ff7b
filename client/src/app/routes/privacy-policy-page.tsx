import { PrivacyPolicyGenerator } from "@/features/privacy-policy/components/privacy-policy-generator";

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyGenerator />;
}
