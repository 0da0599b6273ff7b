// What the viewer shows of a cookie policy below the document: its consent banner, the snippet and
// the live preview, for the current version (an older one's banner is not the one to paste).
import type { ViewerExtrasProps } from "@/components/generator/viewer-extras";
import { ConsentBannerPanel } from "./consent-banner-panel";

export function CookiePolicyBanner({ document, isOld }: ViewerExtrasProps) {
  if (!document.banner || isOld) return null;
  return (
    <div className="mt-6">
      <ConsentBannerPanel documentId={document.id} snippet={document.banner.snippet} />
    </div>
  );
}
