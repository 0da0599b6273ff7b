// Shared by the viewer's scan card and the sealed report (server/scans/report.ts).
// What to change, per finding: the words the report shows and, for a service that fires too early,
// the banner's script-blocking snippet (vanilla-cookieconsent runs a script given type="text/plain"
// and data-category only once that category is accepted).
import type { TScan, TScanFinding } from "../api/scans";

export interface Advice {
  title: string;
  detail: string;
  snippet?: string;
}

const BANNER_CATEGORY: Record<string, string> = { analytics: "analytics", marketing: "marketing", functional: "functional", necessary: "necessary" };

export function adviceFor(finding: TScanFinding, scan: Pick<TScan, "services">): Advice {
  const service = finding.service ? scan.services[finding.service] : undefined;
  const name = service?.name ?? finding.service ?? "";
  const category = BANNER_CATEGORY[service?.category ?? "marketing"] ?? "marketing";
  const blocking = `<script type="text/plain" data-category="${category}" src="…${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}…"></script>`;
  switch (finding.kind) {
    case "fires_before_consent":
      return { title: `${name} runs before any choice`, detail: `Load ${name} only on ${category} consent: give its script type="text/plain" and data-category="${category}", so the banner runs it once the visitor accepts.`, snippet: blocking };
    case "fires_after_reject":
      return { title: `${name} still runs after "Reject all"`, detail: `Load ${name} only on ${category} consent, and let the banner clear its cookies when consent is refused.`, snippet: blocking };
    case "undeclared_service":
      return { title: `${name} is not in your policy`, detail: `Add ${name} to your policy (Edit, then Services), or remove it from your website.` };
    case "declared_not_seen":
      return { title: `${name} is listed but was not seen`, detail: `If your website no longer uses ${name}, remove it from your policy.` };
    case "banner_missing":
      return { title: "No consent banner was found", detail: "Add the consent banner snippet of this policy to every page of your website, before other scripts." };
    case "unknown_third_party":
      return { title: "Third parties we did not recognise", detail: "Check what these hosts are, and list them in your policy if they set cookies or collect data." };
  }
}
