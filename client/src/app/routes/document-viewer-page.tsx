import { useAuth } from "@/lib/auth";
import { DocumentViewer } from "@/features/documents/components/document-viewer";

export default function DocumentViewerPage({ id }: { id: string }) {
  const { isLoading, isAuthenticated } = useAuth();
  return <DocumentViewer id={id} isAuthLoading={isLoading} isAuthenticated={isAuthenticated} />;
}
