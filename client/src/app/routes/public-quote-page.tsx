import { PublicDocumentPage } from "@/features/invoicing/components/public-document-page";

export default function PublicQuotePage({ token }: { token: string }) {
  return <PublicDocumentPage kind="quote" token={token} />;
}
