import { PaymentsTable } from "@/features/admin/components/payments-table";

export default function AdminPaymentsPage() {
  return <PaymentsTable />;
}
