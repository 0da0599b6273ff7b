import { useAuth } from "@/lib/auth";
import { Dashboard } from "@/features/dashboard/components/dashboard";

export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  return <Dashboard user={user} isLoading={isLoading} />;
}
