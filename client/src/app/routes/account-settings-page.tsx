// Settings → Account (/settings/account).
import { AccountSettings } from "@/features/settings/components/account-settings";
import { SettingsLayout } from "@/components/layout/settings-layout";

export default function AccountSettingsPage() {
  return (
    <SettingsLayout
      current="account"
      title="Account"
      description="Your name, your data, and your account."
    >
      <AccountSettings />
    </SettingsLayout>
  );
}
