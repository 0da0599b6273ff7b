// Settings → Account (/settings/account).
import { ApiKeysSection } from "@/features/consents/components/api-keys-section";
import { AccountSettings } from "@/features/settings/components/account-settings";
import { SettingsLayout } from "@/components/layout/settings-layout";

export default function AccountSettingsPage() {
  return (
    <SettingsLayout
      current="account"
      title="Account"
      description="Your name, your data, and your account."
    >
      <div className="space-y-6">
        <AccountSettings />
        <ApiKeysSection />
      </div>
    </SettingsLayout>
  );
}
