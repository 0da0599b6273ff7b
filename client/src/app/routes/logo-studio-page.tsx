import { LogoStudio } from "@/features/logo-studio/components/logo-studio";

export default function LogoStudioPage() {
  return <LogoStudio />;
}
