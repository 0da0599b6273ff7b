// The environment, parsed once at boot. A missing or malformed variable is named in the error.
import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import { isMailAddress } from "../shared/mail/address";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const KIT_TIME_LIMIT = "LOGO_KIT_TIME_LIMIT_MS must be a whole number of milliseconds from 500 to 120000";
const PDF_TIME_LIMIT = "PDF_TIME_LIMIT_MS must be a whole number of milliseconds from 1000 to 300000";

/** A request budget: at most `limit` requests per `windowMs`, per client. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "COUNT/WINDOW" (e.g. "50/15m", window in s, m or h), or "off" to switch that limiter off. */
const rateLimitSpec = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): RateLimit | null | undefined => {
      if (value === undefined) return undefined;
      if (value.toLowerCase() === "off") return null;
      const m = /^(\d{1,9})\s*\/\s*(\d{1,6})\s*([smh])$/i.exec(value);
      const limit = Number(m?.[1]);
      const windowMs = Number(m?.[2]) * WINDOW_UNITS_MS[(m?.[3]?.toLowerCase() ?? "s") as "s"];
      if (!m || limit < 1 || windowMs < 1000) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must look like 50/15m (requests per window in s, m or h) or "off"`,
        });
        return z.NEVER;
      }
      return { limit, windowMs };
    });

/** Defaults: generous for a person using the app, tight enough to stop scripted abuse. */
export const DEFAULT_RATE_LIMITS = {
  signIn: { limit: 50, windowMs: 15 * 60_000 },
  generate: { limit: 60, windowMs: 10 * 60_000 },
  pdf: { limit: 20, windowMs: 60_000 },
  api: { limit: 300, windowMs: 60_000 },
  /** Logo kits: a person tries a few dozen variations at most, and rendering costs the most. */
  logoKit: { limit: 30, windowMs: 10 * 60_000 },
  /**
   * Recipients a user's mail may reach (server/mail): each message counts its to and cc addresses,
   * so one send to six people costs six. Every account has this budget...
   */
  mail: { limit: 100, windowMs: 60 * 60_000 },
  /**
   * ...and a Free account this lower one too: its sends are the cheapest to abuse. Still room for
   * the largest signature request a Free account may send within the hour (10 parties: 10 links,
   * their codes, 11 signed copies), so its sealing is never refused for it.
   */
  mailFree: { limit: 50, windowMs: 60 * 60_000 },
  /** PDFs to verify (POST /api/verify): a person checks a few files; each is read in a worker. */
  verify: { limit: 20, windowMs: 10 * 60_000 },
  /**
   * Consent and acceptance records posted by visitors' browsers (POST /api/public/consents and
   * /acceptances), per IP: a visitor decides a few times a visit; an office behind one address
   * sends more, so the budget is wide.
   */
  recordsPerIp: { limit: 120, windowMs: 60_000 },
  /** The same, per publication: what one founder's site may send (500 a second sustained). */
  recordsPerPublication: { limit: 30_000, windowMs: 60_000 },
  /**
   * Published policies' public pages (/p/…) and the embed script's JSON, per IP: a reader opens a
   * few pages; an office behind one address reads more, so the budget is wide.
   */
  publicPages: { limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: optional,
  APP_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: optional,
  PGLITE_DIR: optional,
  FILES_DIR: optional,
  SESSION_SECRET: optional,
  AUDIT_KEY: optional,
  AUDIT_KEY_PREVIOUS: optional,
  OIDC_ISSUER_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_SCOPES: optional,
  ADMIN_EMAILS: optional,
  CHROMIUM_PATH: optional,
  CHROMIUM_WS_ENDPOINT: optional,
  REDIS_URL: optional,
  RATE_LIMIT_SIGNIN: optional.pipe(rateLimitSpec("RATE_LIMIT_SIGNIN")),
  RATE_LIMIT_GENERATE: optional.pipe(rateLimitSpec("RATE_LIMIT_GENERATE")),
  RATE_LIMIT_PDF: optional.pipe(rateLimitSpec("RATE_LIMIT_PDF")),
  RATE_LIMIT_API: optional.pipe(rateLimitSpec("RATE_LIMIT_API")),
  RATE_LIMIT_LOGO: optional.pipe(rateLimitSpec("RATE_LIMIT_LOGO")),
  RATE_LIMIT_MAIL: optional.pipe(rateLimitSpec("RATE_LIMIT_MAIL")),
  RATE_LIMIT_MAIL_FREE: optional.pipe(rateLimitSpec("RATE_LIMIT_MAIL_FREE")),
  RATE_LIMIT_VERIFY: optional.pipe(rateLimitSpec("RATE_LIMIT_VERIFY")),
  RATE_LIMIT_RECORDS_IP: optional.pipe(rateLimitSpec("RATE_LIMIT_RECORDS_IP")),
  RATE_LIMIT_RECORDS_PUBLICATION: optional.pipe(rateLimitSpec("RATE_LIMIT_RECORDS_PUBLICATION")),
  RATE_LIMIT_PUBLIC_PAGES: optional.pipe(rateLimitSpec("RATE_LIMIT_PUBLIC_PAGES")),
  RATE_LIMIT_REDIS_PREFIX: optional,
  LOGO_KIT_TIME_LIMIT_MS: optional.pipe(
    z.coerce
      .number<string>({ error: KIT_TIME_LIMIT })
      .int({ error: KIT_TIME_LIMIT })
      .min(500, { error: KIT_TIME_LIMIT })
      .max(120_000, { error: KIT_TIME_LIMIT })
      .optional(),
  ),
  PDF_TIME_LIMIT_MS: optional.pipe(
    z.coerce
      .number<string>({ error: PDF_TIME_LIMIT })
      .int({ error: PDF_TIME_LIMIT })
      .min(1_000, { error: PDF_TIME_LIMIT })
      .max(300_000, { error: PDF_TIME_LIMIT })
      .optional(),
  ),
  SMTP_URL: optional.pipe(
    z.url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:pass@smtp.example.com:587 (smtps:// for implicit TLS)" }).optional(),
  ),
  MAIL_FROM: optional,
  SUPPORT_EMAIL: optional,
  SIGNING_P12: optional,
  SIGNING_P12_PASSWORD: optional,
  JOBS_NOW: optional.pipe(
    z.iso.datetime({ offset: true, error: "JOBS_NOW must be an ISO date and time, e.g. 2027-03-01T09:00:00Z" }).optional(),
  ),
  TRUST_PROXY: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_API_BASE: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SCAN_ALLOW_PRIVATE: optional,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .optional(),
});

export type Env = z.input<typeof EnvSchema>;

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string | undefined;
  /**
   * The app's public base URL, without a trailing slash: every URL the app sends out (links in
   * e-mails, share links, the OpenID Connect redirect URI, Stripe's return pages) starts with it,
   * never with a request's Host. APP_URL (required in production), else http://localhost:PORT.
   */
  appUrl: string;
  /**
   * The database, and where its large files live (FILES_DIR; server/files): by default `files/` in
   * PGlite's data folder, or ./data/files beside PostgreSQL.
   */
  database: { kind: "postgres"; url: string; files: string } | { kind: "pglite"; dir: string; files: string | undefined };
  sessionSecret: string;
  /** The audit trails' keys (server/audit/keys.ts): AUDIT_KEY hashes, AUDIT_KEY_PREVIOUS still verifies. */
  audit: AuditConfig;
  /** Idle timeout and absolute lifetime of a signed-in session, in milliseconds. */
  session: { idleMs: number; absoluteMs: number; cookieName: string };
  oidc: OidcConfig | undefined;
  adminEmails: ReadonlySet<string>;
  chromiumPath: string | undefined;
  chromiumWsEndpoint: string | undefined;
  redisUrl: string | undefined;
  /** Per-client request budgets (null: that limiter is off); see server/security/rate-limit.ts. */
  rateLimits: {
    /** Sign-in routes (/api/login*, /api/callback), per IP. */
    signIn: RateLimit | null;
    /** Document and invoice generation, per user. */
    generate: RateLimit | null;
    /** PDF exports, per user. */
    pdf: RateLimit | null;
    /** Every /api request (but the health check), per user, or per IP when signed out. */
    api: RateLimit | null;
    /** Logo & favicon kits, per user. */
    logoKit: RateLimit | null;
    /** Recipients of a user's e-mails (server/mail/outbox.ts), counted in the database. */
    mail: RateLimit | null;
    /** The same for a Free account, counted on top of `mail`. */
    mailFree: RateLimit | null;
    /** PDFs to verify, per IP without an account, per user with one. */
    verify: RateLimit | null;
    /** Consent and acceptance records from visitors' browsers, per IP. */
    recordsPerIp: RateLimit | null;
    /** The same, per publication. */
    recordsPerPublication: RateLimit | null;
    /** Published policies' public pages and the embed's JSON, per IP. */
    publicPages: RateLimit | null;
    /** Key prefix in Redis, so several apps can share one Redis. */
    redisPrefix: string;
  };
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Documents a free account may generate in total. */
  freeDocumentLimit: number;
  payments: PaymentsConfig;
  mail: MailConfig;
  /** The "now" background jobs see (JOBS_NOW; never in production); undefined: the clock. */
  jobsNow: Date | undefined;
  /**
   * The most a logo kit may take before it is abandoned with a 503 (LOGO_KIT_TIME_LIMIT_MS);
   * undefined: the kit's own default (server/logo-studio/kit.ts).
   */
  logoKitTimeLimitMs: number | undefined;
  /** The most a PDF print may take, waiting for the printer included (PDF_TIME_LIMIT_MS; the printer's 15 s when unset). */
  pdfTimeLimitMs: number | undefined;
  /** Where users reach the operator (SUPPORT_EMAIL): the blocked screen links to it; null: unset. */
  supportEmail: string | null;
  /** The certificate that seals signed PDFs (SIGNING_P12: a path or base64); unset: a self-signed one kept in the database. */
  signing: { p12: string | undefined; password: string | undefined };
  /**
   * Compliance scans (server/scans): `allowPrivate` (SCAN_ALLOW_PRIVATE=1, never in production) lets
   * the scanner's proxy reach loopback on any port, for tests and local development.
   */
  scans: { allowPrivate: boolean; freeMonthlyLimit: number };
}

/** A parsed address: what nodemailer takes, so a display name can never add a recipient. */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * How e-mail leaves (server/mail):
 *  - smtp: nodemailer over SMTP_URL;
 *  - dev:  no SMTP_URL outside production: messages stay in the development outbox (/dev/outbox);
 *  - off:  no SMTP_URL in production: sending answers 503 "E-mail is not configured on this server".
 */
export type MailConfig = { mode: "smtp"; url: string; from: MailAddress } | { mode: "dev" | "off"; from: MailAddress };

export const DEV_MAIL_FROM: MailAddress = { name: "FounderDocs", address: "no-reply@founderdocs.localhost" };

/**
 * How Lifetime Access is bought (server/billing):
 *  - stripe: Stripe Checkout, events verified with the webhook secret;
 *  - dev:    no Stripe keys outside production: a development checkout page that signs its own
 *            events with a fixed development secret;
 *  - off:    no Stripe keys in production: checkout answers 503.
 */
export type PaymentsConfig =
  | {
      mode: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** The Lifetime price; undefined: $29 USD built inline. */
      priceId: string | undefined;
      /** Another Stripe API address (tests, stripe-mock); undefined: api.stripe.com. */
      apiBase: string | undefined;
    }
  | { mode: "dev" }
  | { mode: "off" };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const DEV_SESSION_SECRET = "founderdocs-dev-only-secret-do-not-use-in-production";
const DEV_AUDIT_KEY = "founderdocs-dev-only-audit-key-do-not-use-in-production";

/** The key that hashes new audit events and seals chains, and the earlier ones that still verify. */
export interface AuditConfig {
  key: string;
  previousKeys: string[];
}

/**
 * AUDIT_KEY and AUDIT_KEY_PREVIOUS (comma-separated): required in production, 32 characters or
 * more, none equal to SESSION_SECRET (one secret leaked must not give the other). Outside
 * production a fixed development key, so a development database stays verifiable across restarts.
 */
function auditConfig(env: { AUDIT_KEY?: string | undefined; AUDIT_KEY_PREVIOUS?: string | undefined; SESSION_SECRET?: string | undefined }, isProduction: boolean, problems: string[]): AuditConfig {
  const previousKeys = (env.AUDIT_KEY_PREVIOUS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  if (isProduction) {
    if (!env.AUDIT_KEY) problems.push("AUDIT_KEY is required in production (32 characters or more, e.g. openssl rand -hex 32)");
    else if (env.AUDIT_KEY.length < 32) problems.push("AUDIT_KEY must be at least 32 characters");
    if (previousKeys.some((k) => k.length < 32)) problems.push("AUDIT_KEY_PREVIOUS: each key must be at least 32 characters");
    if (env.SESSION_SECRET && [env.AUDIT_KEY, ...previousKeys].includes(env.SESSION_SECRET)) problems.push("AUDIT_KEY must not be the SESSION_SECRET");
  }
  const key = env.AUDIT_KEY ?? DEV_AUDIT_KEY;
  if (previousKeys.includes(key)) problems.push("AUDIT_KEY_PREVIOUS must not repeat AUDIT_KEY");
  return { key, previousKeys };
}

/** The audit keys alone, for `npm run db:migrate` (which needs nothing else of the configuration). */
export function loadAuditConfig(source: NodeJS.ProcessEnv = process.env): AuditConfig {
  const problems: string[] = [];
  const env = (name: string) => (source[name]?.trim() ? source[name].trim() : undefined);
  const audit = auditConfig(
    { AUDIT_KEY: env("AUDIT_KEY"), AUDIT_KEY_PREVIOUS: env("AUDIT_KEY_PREVIOUS"), SESSION_SECRET: env("SESSION_SECRET") },
    source.NODE_ENV === "production",
    problems,
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return audit;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  const n = Number(value);
  return Number.isInteger(n) ? n : value;
}

/** "https://a.example//" → "https://a.example" (a loop: /\/+$/ is quadratic on a run of slashes). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const problems: string[] = [];

  const oidcVars = {
    OIDC_ISSUER_URL: env.OIDC_ISSUER_URL,
    OIDC_CLIENT_ID: env.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET,
  };
  const missingOidc = Object.entries(oidcVars)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  let oidc: OidcConfig | undefined;
  if (missingOidc.length === 0) {
    oidc = {
      issuerUrl: env.OIDC_ISSUER_URL!,
      clientId: env.OIDC_CLIENT_ID!,
      clientSecret: env.OIDC_CLIENT_SECRET!,
      scopes: env.OIDC_SCOPES ?? "openid email profile",
    };
  } else if (isProduction) {
    problems.push(
      `sign-in is not configured: set ${missingOidc.join(", ")} (the dev sign-in form is disabled in production)`,
    );
  } else if (missingOidc.length < 3) {
    problems.push(`OpenID Connect is half configured: also set ${missingOidc.join(", ")}`);
  }

  if (isProduction && env.APP_URL === undefined) {
    problems.push("APP_URL is required in production: the public address every link the app sends starts with, e.g. https://docs.example.com");
  }

  if (isProduction && env.SCAN_ALLOW_PRIVATE !== undefined) {
    // It would let a scan of a user's URL reach this server's own network.
    problems.push("SCAN_ALLOW_PRIVATE is for tests and local development only: unset it in production");
  }

  if (isProduction) {
    if (!env.SESSION_SECRET) problems.push("SESSION_SECRET is required in production");
    else if (env.SESSION_SECRET.length < 32)
      problems.push("SESSION_SECRET must be at least 32 characters");
  }

  const audit = auditConfig(env, isProduction, problems);
  const payments = paymentsConfig(env, isProduction, problems);
  const mail = mailConfig(env, isProduction, problems);
  if (env.JOBS_NOW !== undefined && isProduction) {
    problems.push("JOBS_NOW is for tests and development only: unset it in production");
  }

  if (env.SUPPORT_EMAIL !== undefined && !isMailAddress(env.SUPPORT_EMAIL)) {
    problems.push("SUPPORT_EMAIL must be one e-mail address, e.g. support@example.com");
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: env.APP_URL === undefined ? `http://localhost:${env.PORT}` : withoutTrailingSlashes(env.APP_URL),
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, files: path.resolve(env.FILES_DIR ?? "data/files") }
      : { kind: "pglite", dir: env.PGLITE_DIR ?? path.resolve("data"), files: env.FILES_DIR === undefined ? undefined : path.resolve(env.FILES_DIR) },
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    audit,
    session: {
      idleMs: 7 * 24 * 60 * 60 * 1000,
      absoluteMs: 30 * 24 * 60 * 60 * 1000,
      // The __Host- prefix needs Secure, which needs HTTPS: production only.
      cookieName: isProduction ? "__Host-founderdocs.sid" : "founderdocs.sid",
    },
    oidc,
    adminEmails: new Set(
      (env.ADMIN_EMAILS ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    chromiumPath: env.CHROMIUM_PATH,
    chromiumWsEndpoint: env.CHROMIUM_WS_ENDPOINT,
    redisUrl: env.REDIS_URL,
    rateLimits: {
      signIn: env.RATE_LIMIT_SIGNIN === undefined ? DEFAULT_RATE_LIMITS.signIn : env.RATE_LIMIT_SIGNIN,
      generate: env.RATE_LIMIT_GENERATE === undefined ? DEFAULT_RATE_LIMITS.generate : env.RATE_LIMIT_GENERATE,
      pdf: env.RATE_LIMIT_PDF === undefined ? DEFAULT_RATE_LIMITS.pdf : env.RATE_LIMIT_PDF,
      api: env.RATE_LIMIT_API === undefined ? DEFAULT_RATE_LIMITS.api : env.RATE_LIMIT_API,
      logoKit: env.RATE_LIMIT_LOGO === undefined ? DEFAULT_RATE_LIMITS.logoKit : env.RATE_LIMIT_LOGO,
      mail: env.RATE_LIMIT_MAIL === undefined ? DEFAULT_RATE_LIMITS.mail : env.RATE_LIMIT_MAIL,
      mailFree: env.RATE_LIMIT_MAIL_FREE === undefined ? DEFAULT_RATE_LIMITS.mailFree : env.RATE_LIMIT_MAIL_FREE,
      verify: env.RATE_LIMIT_VERIFY === undefined ? DEFAULT_RATE_LIMITS.verify : env.RATE_LIMIT_VERIFY,
      recordsPerIp: env.RATE_LIMIT_RECORDS_IP === undefined ? DEFAULT_RATE_LIMITS.recordsPerIp : env.RATE_LIMIT_RECORDS_IP,
      recordsPerPublication:
        env.RATE_LIMIT_RECORDS_PUBLICATION === undefined ? DEFAULT_RATE_LIMITS.recordsPerPublication : env.RATE_LIMIT_RECORDS_PUBLICATION,
      publicPages: env.RATE_LIMIT_PUBLIC_PAGES === undefined ? DEFAULT_RATE_LIMITS.publicPages : env.RATE_LIMIT_PUBLIC_PAGES,
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX ?? "founderdocs:rl:",
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    freeDocumentLimit: 3,
    payments,
    mail,
    jobsNow: env.JOBS_NOW === undefined ? undefined : new Date(env.JOBS_NOW),
    logoKitTimeLimitMs: env.LOGO_KIT_TIME_LIMIT_MS,
    pdfTimeLimitMs: env.PDF_TIME_LIMIT_MS,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    signing: { p12: env.SIGNING_P12, password: env.SIGNING_P12_PASSWORD },
    scans: { allowPrivate: !isProduction && env.SCAN_ALLOW_PRIVATE === "1", freeMonthlyLimit: 3 },
  };
}

function mailConfig(env: z.output<typeof EnvSchema>, isProduction: boolean, problems: string[]): MailConfig {
  let from = DEV_MAIL_FROM;
  if (env.MAIL_FROM !== undefined) {
    const parsed = parseMailFrom(env.MAIL_FROM);
    if (parsed) from = parsed;
    else problems.push("MAIL_FROM must be one address, e.g. FounderDocs <no-reply@example.com>");
  } else if (isProduction && env.SMTP_URL !== undefined) {
    problems.push("MAIL_FROM is required with SMTP_URL in production, e.g. FounderDocs <no-reply@example.com>");
  }
  if (env.SMTP_URL !== undefined) return { mode: "smtp", url: env.SMTP_URL, from };
  return { mode: isProduction ? "off" : "dev", from };
}

/** "Name <a@b.example>" or "a@b.example"; undefined unless it is exactly one plain address. */
function parseMailFrom(value: string): MailAddress | undefined {
  const [one, ...more] = addressparser(value, { flatten: true });
  if (!one || more.length > 0 || !isMailAddress(one.address) || /[\r\n]/.test(one.name)) return undefined;
  return { name: one.name || "FounderDocs", address: one.address };
}

function paymentsConfig(
  env: z.output<typeof EnvSchema>,
  isProduction: boolean,
  problems: string[],
): PaymentsConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  const missing = Object.entries({ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret })
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (isProduction && env.STRIPE_API_BASE !== undefined) {
    // It would send the secret key somewhere other than Stripe.
    problems.push("STRIPE_API_BASE is for tests only: unset it in production");
  }
  if (secretKey !== undefined && !/^(?:sk|rk)_/.test(secretKey)) {
    problems.push("STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)");
  }
  if (webhookSecret !== undefined && !webhookSecret.startsWith("whsec_")) {
    problems.push("STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)");
  }
  if (env.STRIPE_PRICE_ID !== undefined && !env.STRIPE_PRICE_ID.startsWith("price_")) {
    problems.push("STRIPE_PRICE_ID must be a Stripe price id (price_…)");
  }
  if (missing.length === 0) {
    return {
      mode: "stripe",
      secretKey: secretKey!,
      webhookSecret: webhookSecret!,
      priceId: env.STRIPE_PRICE_ID,
      apiBase: env.STRIPE_API_BASE,
    };
  }
  if (missing.length < 2) {
    problems.push(`Stripe is half configured: also set ${missing.join(", ")}`);
  } else if (env.STRIPE_PRICE_ID !== undefined) {
    problems.push("STRIPE_PRICE_ID needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  return { mode: isProduction ? "off" : "dev" };
}
