import { AppHeader } from "@/components/layout/app-header";
import { CheckoutSuccess } from "@/features/billing/components/checkout-success";
import { useAuth } from "@/lib/auth";

export default function BillingSuccessPage() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <CheckoutSuccess />
    </div>
  );
}
