import { ActivityLogs } from "@/features/admin/components/activity-logs";

export default function AdminActivityPage() {
  return <ActivityLogs />;
}
