// What a record keeps of the visitor's request: the address truncated to its network (/24 for
// IPv4, /48 for IPv6; an IPv4-mapped IPv6 address counts as IPv4) and the browser's family,
// read from the user agent by a short, bounded list of tokens (no version, no platform).
import ipaddr from "ipaddr.js";

/** "203.0.113.0/24", "2001:db8:85a3::/48", or null for what is not an address. */
export function ipPrefix(address: string | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  const network = new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]);
  return `${network.toString()}/48`;
}

/** Only this much of a user agent is read: every token we look for comes early. */
const UA_READ = 512;

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", bots say anything.
const FAMILIES: readonly [RegExp, string][] = [
  [/bot|crawler|spider|headless/i, "Bot"],
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

/** "Chrome", "Firefox", "Safari", "Edge", …, "Other", or null without a user agent. */
export function browserFamily(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const head = userAgent.slice(0, UA_READ);
  for (const [pattern, family] of FAMILIES) if (pattern.test(head)) return family;
  return "Other";
}
