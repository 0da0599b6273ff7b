import { AdminUsers } from "@/features/admin/components/admin-users";

export default function AdminUsersPage() {
  return <AdminUsers />;
}
