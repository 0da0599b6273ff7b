import { VerifyPage } from "@/features/signatures/components/verify-page";

export default function VerifyRoutePage() {
  return <VerifyPage />;
}
