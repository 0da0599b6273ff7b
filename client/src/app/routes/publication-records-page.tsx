// A published policy's consent and acceptance records (/publications/:id/records).
import { useParams } from "wouter";
import { RecordsPage } from "@/features/consents/components/records-page";

export default function PublicationRecordsPage() {
  const { id } = useParams<{ id: string }>();
  return <RecordsPage key={id} publicationId={id} />;
}
