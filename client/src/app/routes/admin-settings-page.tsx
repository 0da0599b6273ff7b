import { OperatorSettings } from "@/features/admin/components/operator-settings";

export default function AdminSettingsPage() {
  return <OperatorSettings />;
}
