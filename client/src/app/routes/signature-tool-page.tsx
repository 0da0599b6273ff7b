import { SignatureTool } from "@/features/signatures/components/signature-tool";
import { useAuth } from "@/lib/auth";

export default function SignatureToolPage({ id }: { id?: string }) {
  const { user } = useAuth();
  return <SignatureTool user={user} requestId={id} />;
}
