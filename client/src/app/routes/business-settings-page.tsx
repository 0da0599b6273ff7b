// Settings → Business (/settings/business).
import { BusinessSettings } from "@/features/business-profiles/components/business-settings";
import { SettingsLayout } from "@/components/layout/settings-layout";

export default function BusinessSettingsPage() {
  return (
    <SettingsLayout
      current="business"
      title="Business"
      description="Your businesses' details, logos and bank accounts, ready for every document."
    >
      <BusinessSettings />
    </SettingsLayout>
  );
}
