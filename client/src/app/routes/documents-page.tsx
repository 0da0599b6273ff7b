import { AllDocuments } from "@/features/documents/components/all-documents";
import { useAuth } from "@/lib/auth";

export default function DocumentsPage() {
  const { user } = useAuth();
  return <AllDocuments user={user} />;
}
