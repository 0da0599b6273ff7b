import { PublicDocumentPage } from "@/features/invoicing/components/public-document-page";

export default function PublicInvoicePage({ token }: { token: string }) {
  return <PublicDocumentPage kind="invoice" token={token} />;
}
