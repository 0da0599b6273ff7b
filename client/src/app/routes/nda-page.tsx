import { NdaGenerator } from "@/features/nda/components/nda-generator";

export default function NdaPage() {
  return <NdaGenerator />;
}
