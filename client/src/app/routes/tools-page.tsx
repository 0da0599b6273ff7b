import { ToolsCatalogue } from "@/features/catalogue/components/tools-catalogue";
import { useAuth } from "@/lib/auth";

export default function ToolsPage() {
  const { user } = useAuth();
  return <ToolsCatalogue user={user} />;
}
