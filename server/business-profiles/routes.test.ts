// Business profiles over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: create, read,
// update and delete, the default profile, every validation message, another user's profile, and
// the logo: re-encoded rasters, sanitised SVGs, size and type refusals, and how it is served.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ACME = {
  name: "Acme Analytics GmbH",
  tradingName: "Acme",
  entityType: "gmbh",
  registrationNumber: "HRB 12345",
  vatId: "DE123456789",
  addressLine1: "Friedrichstraße 1",
  city: "Berlin",
  postalCode: "10117",
  country: "DE",
  email: "hello@acme.example",
  phone: "+49 30 1234567",
  website: "https://acme.example",
  signatoryName: "Ada Lovelace",
  signatoryTitle: "Geschäftsführerin",
  dpoName: "Dana Protector",
  dpoEmail: "dpo@acme.example",
  bankAccountHolder: "Acme Analytics GmbH",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
  currency: "EUR",
  locale: "de-DE",
};

/** A PUT of raw bytes as the app's own page sends it (same origin, so the CSRF rule lets it in). */
const putLogo = (agent: Agent, id: string, type: string, body: Buffer | string) =>
  agent.put(`/api/business-profiles/${id}/logo`).set("Origin", t.url).set("Content-Type", type).send(Buffer.isBuffer(body) ? body : Buffer.from(body));

const getLogoBytes = (agent: Agent, id: string) =>
  agent
    .get(`/api/business-profiles/${id}/logo`)
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => cb(null, Buffer.concat(parts)));
    });

describe("profiles", () => {
  test("create, list, read, update and delete; the first is the default, and one default at a time", async () => {
    const agent = await t.signIn("profiles@biz.test");
    const first = await agent.post("/api/business-profiles").send(ACME);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: "Acme Analytics GmbH",
      isDefault: true,
      primaryColor: "#3b82f6",
      secondaryColor: "#10b981",
      address: "Friedrichstraße 1\n10117 Berlin\nGermany",
      paperSize: "a4",
      logoUrl: null,
    });
    expect(first.body.userId).toBeUndefined();
    const second = await agent.post("/api/business-profiles").send({ name: "Side Project LLC", country: "US", primaryColor: "#112233" });
    expect(second.body).toMatchObject({ isDefault: false, paperSize: "letter", primaryColor: "#112233", address: "United States" });

    const list = (await agent.get("/api/business-profiles")).body as { id: string; isDefault: boolean }[];
    expect(list.map((p) => p.id)).toEqual([first.body.id, second.body.id]);

    const patched = await agent.patch(`/api/business-profiles/${second.body.id}`).send({ isDefault: true, city: "Austin", region: "TX" });
    expect(patched.body).toMatchObject({ isDefault: true, city: "Austin", address: "Austin, TX\nUnited States", name: "Side Project LLC" });
    const after = (await agent.get("/api/business-profiles")).body as { id: string; isDefault: boolean }[];
    expect(after.filter((p) => p.isDefault).map((p) => p.id)).toEqual([second.body.id]);
    // Clearing a field: null.
    expect((await agent.patch(`/api/business-profiles/${second.body.id}`).send({ city: null })).body.city).toBeNull();

    expect((await agent.get(`/api/business-profiles/${first.body.id}`)).body.name).toBe("Acme Analytics GmbH");
    expect((await agent.delete(`/api/business-profiles/${second.body.id}`)).status).toBe(204);
    // The default went with it: the other one is the default now.
    expect((await agent.get(`/api/business-profiles/${first.body.id}`)).body.isDefault).toBe(true);
    expect((await agent.get(`/api/business-profiles/${second.body.id}`)).status).toBe(404);
  });

  test("every field is checked with a message that names it; an invalid profile saves nothing", async () => {
    const agent = await t.signIn("invalid@biz.test");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Legal name is required"],
      [{ name: "A", iban: "DE89 3704 0044 0532 0130 01" }, "iban", "IBAN is not valid: check the country code, the length and the check digits"],
      [{ name: "A", iban: "DE89 3704 0044 0532 0130" }, "iban", "IBAN is not valid: check the country code, the length and the check digits"],
      [{ name: "A", bic: "DEUT", iban: "DE89370400440532013000" }, "bic", "BIC must be 8 or 11 letters and digits, like DEUTDEFF"],
      [{ name: "A", bic: "DEUTDEFF" }, "iban", "Enter the IBAN that goes with the BIC"],
      [{ name: "A", country: "DE", vatId: "DE12345678" }, "vatId", "VAT ID is not a valid DE VAT number"],
      [{ name: "A", country: "FR", vatId: "DE123456789" }, "vatId", "An EU VAT ID starts with its country code: FR"],
      [{ name: "A", country: "GR", vatId: "GR123456789" }, "vatId", "An EU VAT ID starts with its country code: EL"],
      [{ name: "A", vatId: "NL123456789B0" }, "vatId", "VAT ID is not a valid NL VAT number"],
      [{ name: "A", vatId: "ATU1234567" }, "vatId", "VAT ID is not a valid AT VAT number"],
      [{ name: "A", email: "not-an-email" }, "email", "Must be a valid email"],
      [{ name: "A", dpoEmail: "x@" }, "dpoEmail", "Data protection officer e-mail must be a valid email"],
      [{ name: "A", website: "javascript:alert(1)" }, "website", "Must be a valid URL"],
      [{ name: "A", paymentLink: "ftp://pay.example" }, "paymentLink", "Payment link must be a valid URL"],
      [{ name: "A", primaryColor: "blue" }, "primaryColor", "Primary colour must be a hex colour like #3b82f6"],
      [{ name: "A", secondaryColor: "#12345" }, "secondaryColor", "Secondary colour must be a hex colour like #3b82f6"],
      [{ name: "A", country: "XX" }, "country", "Choose a country from the list"],
      [{ name: "A", entityType: "trust" }, "entityType", "Select a valid entity type"],
      [{ name: "A", locale: "es-ES" }, "locale", "Locale must be one of en-US, en-GB, en-CA, en-AU, de-DE or fr-FR"],
      [{ name: "A", paperSize: "a5" }, "paperSize", "Paper size must be a4 or letter"],
      [{ name: "A", bankRoutingNumber: "123456789", bankAccountNumber: "12345678" }, "bankRoutingNumber", "Routing number must be a valid 9-digit ABA number"],
      [{ name: "A", phone: "call me" }, "phone", "Phone may only have digits, spaces, brackets, dots, dashes and a leading +"],
      [{ name: "A", userId: "00000000-0000-4000-8000-000000000000" }, "", "Unknown field: userId"],
      [{ name: "x".repeat(201) }, "name", "Legal name must be at most 200 characters"],
    ];
    for (const [body, path, message] of cases) {
      const res = await agent.post("/api/business-profiles").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect((await agent.get("/api/business-profiles")).body).toEqual([]);
    // Valid identifiers of several countries pass.
    for (const body of [
      { name: "B", country: "GR", vatId: "EL123456789" },
      { name: "C", country: "NL", vatId: "NL123456789B01", iban: "NL91ABNA0417164300", bic: "ABNANL2A" },
      { name: "D", country: "US", vatId: "12-3456789", bankAccountNumber: "000123456789", bankRoutingNumber: "011000015" },
      { name: "E", country: "GB", vatId: "GB123456789", iban: "GB82 WEST 1234 5698 7654 32" },
    ]) {
      expect((await agent.post("/api/business-profiles").send(body)).status, JSON.stringify(body)).toBe(201);
    }
  });

  test("a French company's share capital and RCS city, a UK company's part of the UK: kept, cleared and checked", async () => {
    const agent = await t.signIn("legal-fields@biz.test");
    const created = await agent.post("/api/business-profiles").send({ name: "Atelier Lumière SAS", entityType: "sas", country: "FR", shareCapital: 1_000_000, rcsCity: "Paris" });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ shareCapital: 1_000_000, rcsCity: "Paris", ukJurisdiction: null });
    const id = created.body.id as string;
    // The form sends the amount as typed, in euros.
    expect((await agent.patch(`/api/business-profiles/${id}`).send({ shareCapital: "37 000,50" })).body.shareCapital).toBe(3_700_050);
    expect((await agent.patch(`/api/business-profiles/${id}`).send({ shareCapital: "37.000,50" })).body.shareCapital).toBe(3_700_050);
    expect((await agent.patch(`/api/business-profiles/${id}`).send({ shareCapital: null, rcsCity: "" })).body).toMatchObject({ shareCapital: null, rcsCity: null });
    const uk = await agent.post("/api/business-profiles").send({ name: "Thistle Ltd", entityType: "ltd", country: "GB", ukJurisdiction: "Scotland" });
    expect(uk.body.ukJurisdiction).toBe("scotland");
    expect((await agent.patch(`/api/business-profiles/${uk.body.id}`).send({ ukJurisdiction: null })).body.ukJurisdiction).toBeNull();
    for (const [body, path, message] of [
      [{ shareCapital: -5 }, "shareCapital", "Share capital must be a positive amount, in cents when sent as a number"],
      [{ shareCapital: 10.5 }, "shareCapital", "Share capital must be a positive amount, in cents when sent as a number"],
      [{ shareCapital: "ten thousand" }, "shareCapital", "Share capital must be an amount like 1,627.85"],
      // A text is read in US English: "10.000" is not ten euros, nor a guess.
      [{ shareCapital: "10.000" }, "shareCapital", "Share capital must have at most 2 decimals, like 1,627.85"],
      [{ rcsCity: "Paris<script>" }, "rcsCity", "RCS registry may only have letters, spaces, apostrophes and dashes, like Paris"],
      [{ ukJurisdiction: "wales" }, "ukJurisdiction", "UK jurisdiction must be one of england_wales, scotland or northern_ireland"],
    ] as const) {
      const res = await agent.patch(`/api/business-profiles/${id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([{ path, message }]);
    }
    expect((await agent.get(`/api/business-profiles/${id}`)).body).toMatchObject({ shareCapital: null, rcsCity: null });
  });

  test("another user's profile answers 404 on every route, and is not changed", async () => {
    const owner = await t.signIn("owner@biz.test");
    const intruder = await t.signIn("intruder@biz.test");
    const { id } = (await owner.post("/api/business-profiles").send(ACME)).body as { id: string };
    const statuses = await Promise.all([
      intruder.get(`/api/business-profiles/${id}`),
      intruder.patch(`/api/business-profiles/${id}`).send({ name: "Mine" }),
      intruder.delete(`/api/business-profiles/${id}`),
      putLogo(intruder, id, "image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/></svg>"),
      intruder.get(`/api/business-profiles/${id}/logo`),
      intruder.get("/api/business-profiles/not-a-uuid"),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await intruder.get("/api/business-profiles")).body).toEqual([]);
    expect((await owner.get(`/api/business-profiles/${id}`)).body).toMatchObject({ name: ACME.name, logoUrl: null });
  });
});

describe("the logo", () => {
  let agent: Agent;
  let id: string;
  beforeAll(async () => {
    agent = await t.signIn("logo@biz.test");
    id = ((await agent.post("/api/business-profiles").send({ name: "Logo Co" })).body as { id: string }).id;
  });

  test("a raster is re-encoded: metadata stripped, at most 1024 px, served with its type, nosniff and a closed CSP", async () => {
    const photo = await sharp({ create: { width: 2400, height: 600, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Secret Camera Owner", Artist: "Someone" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await putLogo(agent, id, "image/jpeg", photo);
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(new RegExp(`^/api/business-profiles/${id}/logo\\?v=[0-9a-f]{12}$`));
    const served = await getLogoBytes(agent, id);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.width).toBe(1024);
    expect(meta.height).toBe(256);
    expect(meta.exif).toBeUndefined();
    expect((served.body as Buffer).includes(Buffer.from("Secret Camera Owner"))).toBe(false);

    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect((await putLogo(agent, id, "image/png", png)).status).toBe(200);
    const again = await getLogoBytes(agent, id);
    expect(again.headers["content-type"]).toBe("image/png");
    expect((await sharp(again.body as Buffer).metadata()).width).toBe(300);
  });

  test("over 1 MB is 413; another type, or bytes that are not the image they claim, is 415; nothing changes", async () => {
    const before = (await agent.get(`/api/business-profiles/${id}`)).body.logoUrl as string | null;
    const big = Buffer.alloc(1024 * 1024 + 1, 1);
    expect((await putLogo(agent, id, "image/png", big)).status).toBe(413);
    for (const [type, body] of [
      ["image/gif", Buffer.from("GIF89a")],
      ["text/html", Buffer.from("<script>alert(1)</script>")],
      ["application/json", Buffer.from("{}")],
      ["image/png", Buffer.from("not a png at all")],
      ["image/jpeg", Buffer.from("<svg onload=alert(1)>")],
    ] as const) {
      const res = await putLogo(agent, id, type, body);
      expect(res.status, type).toBe(415);
      expect(res.body.code).toBe("unsupported_media_type");
    }
    expect((await agent.get(`/api/business-profiles/${id}`)).body.logoUrl).toBe(before);
  });

  const HOSTILE_SVGS: Record<string, string> = {
    script: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40" fill="#123456"/></svg>`,
    onload: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"><rect width="40" height="40" onclick="alert(2)" onmouseover="alert(3)"/></svg>`,
    foreignObject: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><foreignObject width="40" height="40"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject><circle r="10" cx="20" cy="20"/></svg>`,
    javascriptLink: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><a href="javascript:alert(1)"><rect width="40" height="40"/></a></svg>`,
    styleImport: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><style>@import url("https://evil.example/x.css"); rect{fill:url(https://evil.example/f)}</style><rect width="40" height="40" style="fill:url(https://evil.example/g)"/></svg>`,
    cssUrlAttr: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="url(https://evil.example/p)" filter="url(http://evil.example/f)"/></svg>`,
    animateHref: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><a><animate attributeName="href" values="javascript:alert(1)"/><rect width="4" height="4"/></a><set attributeName="onmouseover" to="alert(1)"/></svg>`,
    entities: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><text>&xxe;</text><rect width="4" height="4"/></svg>`,
  };

  test.each(Object.entries(HOSTILE_SVGS))("a hostile SVG (%s) keeps its drawing and loses everything else", async (_name, svg) => {
    const res = await putLogo(agent, id, "image/svg+xml", svg);
    expect(res.status).toBe(200);
    const served = await getLogoBytes(agent, id);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    const text = (served.body as Buffer).toString("utf8");
    expect(text).toMatch(/^<svg[\s>]/);
    for (const forbidden of [/<script/i, /\son\w+\s*=/i, /<foreignObject/i, /<iframe/i, /javascript:/i, /evil\.example/i, /@import/i, /<use/i, /<image/i, /etc\/passwd/i, /<animate/i, /<set/i, /<!ENTITY/i, /url\(/i]) {
      expect(text).not.toMatch(forbidden);
    }
    expect(text).toMatch(/<(rect|circle)/);
  });

  // Refused outright by the bounded parse: nothing of them is kept.
  test.each([
    [
      "an <image>",
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"><image href="https://evil.example/track.png" width="40" height="40"/><image xlink:href="http://evil.example/x.png"/><rect width="4" height="4"/></svg>`,
      "The SVG embeds an image (<image>): a logo may not contain images.",
    ],
    [
      "a <use> of another file",
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><use href="https://evil.example/sprite.svg#a"/><rect width="4" height="4"/></svg>`,
      "The SVG's <use> points outside the file: a logo's <use> may only point inside it.",
    ],
    [
      "a filter",
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><filter id="f"><feGaussianBlur stdDeviation="3"/></filter><rect width="4" height="4" filter="url(#f)"/></svg>`,
      "The SVG uses a filter effect (an fe… element): a logo may not use filters.",
    ],
  ])("an SVG with %s is refused with a 415 that says why; the stored logo stays", async (_name, svg, message) => {
    const before = await getLogoBytes(agent, id);
    const res = await putLogo(agent, id, "image/svg+xml", svg);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: "unsupported_media_type", message });
    const after = await getLogoBytes(agent, id);
    expect(after.body).toEqual(before.body);
  });

  test("an SVG with nothing drawable left is refused", async () => {
    const res = await putLogo(agent, id, "image/svg+xml", "<html><body><script>alert(1)</script></body></html>");
    expect(res.status).toBe(415);
  });
});
