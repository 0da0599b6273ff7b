import { AppHeader } from "@/components/layout/app-header";
import { PricingPlans } from "@/features/billing/components/pricing-plans";
import { useAuth } from "@/lib/auth";

export default function PricingPage() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <PricingPlans />
    </div>
  );
}
