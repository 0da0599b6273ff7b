import { AnalyticsProviders } from "@/features/admin/components/analytics-providers";

export default function AdminAnalyticsPage() {
  return <AnalyticsProviders />;
}
