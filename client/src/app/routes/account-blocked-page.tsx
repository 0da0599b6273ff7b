import { AccountBlocked } from "@/features/auth/components/account-blocked";

export default function AccountBlockedPage() {
  return <AccountBlocked />;
}
