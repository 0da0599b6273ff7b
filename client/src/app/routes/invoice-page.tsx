import { useAuth } from "@/features/auth/api/get-user";
import { InvoiceGenerator } from "@/features/invoice/components/invoice-generator";

export default function InvoicePage() {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const issuer = user ? { name: name || user.email, email: user.email } : undefined;
  return <InvoiceGenerator issuer={issuer} />;
}
