import { useAuth } from "@/features/auth/api/get-user";
import { Dashboard } from "@/features/dashboard/components/dashboard";

export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  return <Dashboard user={user} isLoading={isLoading} />;
}
