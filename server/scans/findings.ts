// What a scan's phases mean against the policy: which services fired before any choice or after
// "Reject all", which the policy does not name, which it names but the site never showed, whether
// a consent banner was there, and which third-party hosts nobody recognised. Strictly necessary
// services (and our own banner) never count as firing.
import type { TBannerFound, TFindingEvidence, TScanFinding, TScanPhase, TScanPhaseName, TScanPhases } from "../../shared/api/scans";
import { SERVICE_BY_ID } from "./recognise";

/** What a document's policy lists: catalogue service ids, and names of services typed in by hand. */
export interface DeclaredServices {
  ids: ReadonlySet<string>;
  names: readonly string[];
}

const MAX_EVIDENCE = 10;

function evidenceOf(phase: TScanPhase, name: TScanPhaseName, service: string): TFindingEvidence[] {
  const out: TFindingEvidence[] = [];
  for (const c of phase.cookies) if (c.service === service) out.push({ phase: name, cookie: c.name });
  for (const s of phase.storage) if (s.service === service) out.push({ phase: name, storageKey: s.key });
  for (const r of phase.requests) if (r.service === service) out.push({ phase: name, request: r.url });
  return out.slice(0, MAX_EVIDENCE);
}

const servicesIn = (phase: TScanPhase | undefined): Set<string> => {
  const ids = new Set<string>();
  if (!phase) return ids;
  for (const x of [...phase.cookies, ...phase.storage, ...phase.requests]) if (x.service) ids.add(x.service);
  return ids;
};

const optional = (id: string) => (SERVICE_BY_ID.get(id)?.category ?? "necessary") !== "necessary";

function isDeclared(id: string, declared: DeclaredServices): boolean {
  if (declared.ids.has(id)) return true;
  const entry = SERVICE_BY_ID.get(id);
  if (!entry) return false;
  if (entry.category === "necessary" && id === "founderdocs-banner") return true;
  const name = entry.name.toLowerCase();
  return declared.names.some((n) => {
    const typed = n.toLowerCase().trim();
    return typed.length >= 3 && (name.includes(typed) || typed.includes(name));
  });
}

export function findingsOf(phases: TScanPhases, bannerFound: TBannerFound, declared: DeclaredServices): TScanFinding[] {
  const findings: TScanFinding[] = [];
  const before = servicesIn(phases.beforeConsent);
  for (const id of [...before].filter(optional).sort()) {
    findings.push({ kind: "fires_before_consent", severity: "high", service: id, evidence: evidenceOf(phases.beforeConsent, "beforeConsent", id) });
  }
  if (phases.afterReject) {
    for (const id of [...servicesIn(phases.afterReject)].filter(optional).sort()) {
      findings.push({ kind: "fires_after_reject", severity: "high", service: id, evidence: evidenceOf(phases.afterReject, "afterReject", id) });
    }
  }
  const seen = new Set([...before, ...servicesIn(phases.afterReject), ...servicesIn(phases.afterAccept)]);
  for (const id of [...seen].sort()) {
    if (id === "founderdocs-banner" || isDeclared(id, declared)) continue;
    const evidence = (["beforeConsent", "afterReject", "afterAccept"] as const).flatMap((p) => (phases[p] ? evidenceOf(phases[p], p, id) : [])).slice(0, MAX_EVIDENCE);
    findings.push({ kind: "undeclared_service", severity: optional(id) ? "medium" : "low", service: id, evidence });
  }
  for (const id of [...declared.ids].sort()) {
    if (!seen.has(id)) findings.push({ kind: "declared_not_seen", severity: "info", service: id, evidence: [] });
  }
  if (bannerFound === "none") findings.push({ kind: "banner_missing", severity: "high", evidence: [{ phase: "beforeConsent" }] });
  const unknownHosts = new Map<string, string>();
  for (const p of ["beforeConsent", "afterReject", "afterAccept"] as const) {
    for (const r of phases[p]?.requests ?? []) {
      if (!r.thirdParty || r.service) continue;
      const host = new URL(r.url.replace(/…$/, "")).host;
      if (!unknownHosts.has(host)) unknownHosts.set(host, p);
    }
  }
  if (unknownHosts.size > 0) {
    findings.push({
      kind: "unknown_third_party",
      severity: "low",
      evidence: [...unknownHosts].slice(0, 50).map(([host, phase]) => ({ phase: phase as TScanPhaseName, host })),
    });
  }
  return findings;
}
