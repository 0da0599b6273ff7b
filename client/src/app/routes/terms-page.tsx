import { TermsGenerator } from "@/features/terms/components/terms-generator";

export default function TermsPage() {
  return <TermsGenerator />;
}
