// The client book (/clients).
import { ClientsBook } from "@/features/clients/components/clients-book";
import { useAuth } from "@/lib/auth";

export default function ClientsPage() {
  const { user } = useAuth();
  return <ClientsBook user={user} />;
}
