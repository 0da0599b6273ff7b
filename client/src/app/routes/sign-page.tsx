import { SignerPage } from "@/features/signatures/components/signer-page";

export default function SignPage({ token }: { token: string }) {
  return <SignerPage token={token} />;
}
