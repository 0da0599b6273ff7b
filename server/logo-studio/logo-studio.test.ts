// POST /api/logo-studio/kit over HTTP: the ZIP's files read back (names, ICO directory, PNG sizes,
// manifest, snippet), SVGs whose text is paths and that hold nothing active, hostile names drawn
// as glyphs, the maskable safe zone, field messages, sign-in, the rate limit and the time limit.
import express from "express";
import { unzipSync, strFromU8 } from "fflate";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import type { Response } from "superagent";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOGO_KIT_FILES, LOGO_MESSAGES } from "../../shared/logo-studio";
import type { User } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { loadConfig } from "../config";
import { errorHandler } from "../errors";
import { ImagePool } from "../images/pool";
import { readIco } from "./ico";
import { DEFAULT_TIME_LIMIT_MS, TOO_SLOW_MESSAGE } from "./kit";
import { logoStudioRouter } from "./routes";

type Agent = ReturnType<typeof supertest.agent>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const KIT = "/api/logo-studio/kit";
const ACME = { name: "Acme Labs", primaryColor: "#3b82f6", secondaryColor: "#10b981", layout: "horizontal" };

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on("data", (c: Buffer) => parts.push(c));
  res.on("end", () => cb(null, Buffer.concat(parts)));
};

async function postKit(agent: Agent | supertest.Agent, body: unknown) {
  return agent.post(KIT).send(body as object).buffer(true).parse(binary);
}

async function kitOf(agent: Agent, body: unknown) {
  const res = await postKit(agent, body);
  expect(res.status, res.status === 200 ? "" : String(res.body)).toBe(200);
  return { res, files: unzipSync(new Uint8Array(res.body as Buffer)) };
}

const text = (files: Record<string, Uint8Array>, name: string) => strFromU8(files[name]!);
const size = async (png: Uint8Array) => {
  const { width, height, format } = await sharp(png).metadata();
  return { width, height, format };
};

/** Parses an SVG as XML and lists what would make it unsafe or font-dependent. */
function svgProblems(svg: string): string[] {
  const doc = new JSDOM(svg, { contentType: "image/svg+xml" }).window.document;
  const problems: string[] = [];
  if (doc.querySelector("parsererror")) problems.push("not well-formed XML");
  if (doc.documentElement.localName !== "svg") problems.push(`root is <${doc.documentElement.localName}>`);
  for (const el of doc.querySelectorAll("*")) {
    if (["text", "tspan", "script", "foreignObject", "image", "use", "a", "style", "iframe"].includes(el.localName)) {
      problems.push(`<${el.localName}>`);
    }
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || /href$/i.test(attr.name)) problems.push(`${el.localName}@${attr.name}`);
      if (/url\(\s*['"]?(?!#)/i.test(attr.value)) problems.push(`external url in ${el.localName}@${attr.name}`);
    }
  }
  if (/<script|javascript:|alert\(/i.test(svg)) problems.push("script text");
  return problems;
}

describe("the kit", () => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await t.signIn("kit@logo.test");
  });

  test("signed out: 401, nothing rendered", async () => {
    const res = await t.agent().post(KIT).send(ACME);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });

  test("a ZIP download holding exactly the kit's files", async () => {
    const { res, files } = await kitOf(agent, ACME);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename=acme-labs-logo-kit.zip');
    expect(Object.keys(files).sort()).toEqual([...LOGO_KIT_FILES].sort());
  });

  test("the favicon lists 16, 32 and 48 px PNG images of those sizes", async () => {
    const { files } = await kitOf(agent, ACME);
    const entries = readIco(files["favicon.ico"]!);
    expect(entries.map((e) => [e.width, e.height, e.bitsPerPixel])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    for (const entry of entries) {
      expect(await size(entry.data)).toEqual({ width: entry.width, height: entry.height, format: "png" });
    }
  });

  test("every PNG has its size; logo.png is the SVG at twice its size", async () => {
    const { files } = await kitOf(agent, ACME);
    expect(await size(files["apple-touch-icon.png"]!)).toEqual({ width: 180, height: 180, format: "png" });
    expect(await size(files["icon-192.png"]!)).toEqual({ width: 192, height: 192, format: "png" });
    expect(await size(files["icon-512.png"]!)).toEqual({ width: 512, height: 512, format: "png" });
    expect(await size(files["icon-maskable-512.png"]!)).toEqual({ width: 512, height: 512, format: "png" });
    const svgWidth = Number(/^<svg[^>]* width="([\d.]+)"/.exec(text(files, "logo.svg"))?.[1]);
    const logo = await size(files["logo.png"]!);
    expect(logo).toMatchObject({ height: 512, format: "png" });
    expect(Math.abs(logo.width! - 2 * svgWidth)).toBeLessThanOrEqual(1);
  });

  test("the manifest is JSON naming the icons, the maskable one marked so", async () => {
    const { files } = await kitOf(agent, { ...ACME, name: "Acme Laboratories International", initials: "ALI" });
    const manifest = JSON.parse(text(files, "site.webmanifest"));
    expect(manifest).toMatchObject({
      name: "Acme Laboratories International",
      short_name: "Acme",
      theme_color: "#3b82f6",
      background_color: "#ffffff",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
    expect(manifest.icons[0].purpose).toBeUndefined();
    for (const icon of manifest.icons) expect(files[icon.src.slice(1)]).toBeDefined();
  });

  test("the snippet links the icons and the manifest and sets the theme colour", async () => {
    const { files } = await kitOf(agent, { ...ACME, primaryColor: "#0F766E" });
    const snippet = text(files, "snippet.html");
    expect(snippet).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
    expect(snippet).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml">');
    expect(snippet).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(snippet).toContain('<link rel="manifest" href="/site.webmanifest">');
    expect(snippet).toContain('<meta name="theme-color" content="#0f766e">');
  });

  test.each(["horizontal", "stacked", "monogram"])(
    "%s: the SVGs draw text as paths and hold nothing active or external",
    async (layout) => {
      const { files } = await kitOf(agent, { ...ACME, layout, font: "playfair-display" });
      for (const name of ["logo.svg", "icon.svg"]) {
        const svg = text(files, name);
        expect(svgProblems(svg), name).toEqual([]);
        expect(svg).toContain("<path");
      }
    },
  );

  test("a hostile name is drawn as glyphs, never as markup", async () => {
    const name = "</svg><script>alert(1)</script>";
    for (const layout of ["horizontal", "stacked"]) {
      const { res, files } = await kitOf(agent, { ...ACME, name, layout });
      const svg = text(files, "logo.svg");
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).not.toContain("script");
      // One glyph run per text: the name's paths are there, in the primary colour.
      expect(svg).toMatch(/<path fill="#3b82f6" d="M[^"]{200,}"/);
      expect(JSON.parse(text(files, "site.webmanifest")).name).toBe(name);
      expect(text(files, "snippet.html")).not.toContain("alert");
      expect(res.headers["content-disposition"]).toBe('attachment; filename=svg-script-alert-1-script-logo-kit.zip');
    }
  });

  test("monogram: a square badge; with a symbol, the mark carries the symbol", async () => {
    const { files } = await kitOf(agent, { ...ACME, layout: "monogram", symbol: "rocket", initials: "AL" });
    expect(await size(files["logo.png"]!)).toEqual({ width: 1024, height: 1024, format: "png" });
    const icon = text(files, "icon.svg");
    expect(icon).toContain('stroke="#ffffff"');
    expect(icon).not.toContain("<svg x="); // no initials run nested in the mark
    expect(text(files, "logo.svg")).toContain("<circle");
  });

  test("the maskable icon is full-bleed and keeps its content inside the 80% safe circle", async () => {
    for (const body of [{ ...ACME, initials: "WWW" }, { ...ACME, symbol: "globe" }]) {
      const { files } = await kitOf(agent, body);
      const { data, info } = await sharp(files["icon-maskable-512.png"]!).raw().toBuffer({ resolveWithObject: true });
      const c = info.width / 2;
      const safe = 0.4 * info.width;
      let outside = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (Math.hypot(x + 0.5 - c, y + 0.5 - c) <= safe) continue;
          const i = (y * info.width + x) * info.channels;
          const pixel = [data[i], data[i + 1], data[i + 2], data[i + 3]];
          if (pixel.join() !== [0x3b, 0x82, 0xf6, 255].join()) outside++;
        }
      }
      expect(outside).toBe(0);
      // The rounded icons leave their corners transparent; the touch icon fills them.
      const corner = async (png: Uint8Array) => (await sharp(png).raw().toBuffer())[3];
      expect(await corner(files["icon-512.png"]!)).toBe(0);
      expect(await corner(files["apple-touch-icon.png"]!)).toBe(255);
    }
  });

  test("every font and script it accepts is drawn", async () => {
    for (const font of ["inter", "playfair-display", "space-grotesk", "roboto-slab"]) {
      const { files } = await kitOf(agent, { ...ACME, font, name: "Ωμέγα Жук Çafé – Ærø" });
      expect(svgProblems(text(files, "logo.svg"))).toEqual([]);
    }
  });
});

describe("field messages", () => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await t.signIn("fields@logo.test");
  });

  const errorsOf = async (body: unknown) => {
    const res = await agent.post(KIT).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    return Object.fromEntries((res.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
  };

  test("colours, layout, symbol, font and initials", async () => {
    expect(
      await errorsOf({ ...ACME, primaryColor: "blue", secondaryColor: "#10b98", layout: "diagonal", symbol: "cat", font: "comic-sans", initials: "ABCD" }),
    ).toEqual({
      primaryColor: "Primary colour must be a hex colour like #3b82f6",
      secondaryColor: "Secondary colour must be a hex colour like #10b981",
      layout: LOGO_MESSAGES.layout,
      symbol: LOGO_MESSAGES.symbol,
      font: LOGO_MESSAGES.font,
      initials: LOGO_MESSAGES.initials,
    });
  });

  test("the name: required, at most 40 characters, only what the fonts can draw", async () => {
    expect(await errorsOf({ ...ACME, name: "   " })).toEqual({ name: "Name is required" });
    expect(await errorsOf({ ...ACME, name: "x".repeat(41) })).toEqual({ name: "Name must be at most 40 characters" });
    // Raw length is bounded before any cleaning.
    expect(await errorsOf({ ...ACME, name: " ".repeat(100_000) })).toEqual({ name: "Name must be at most 40 characters" });
    expect(await errorsOf({ ...ACME, name: "Rocket 🚀" })).toEqual({ name: LOGO_MESSAGES.nameCharacters });
    expect(await errorsOf({ ...ACME, name: "東京" })).toEqual({ name: LOGO_MESSAGES.nameCharacters });
    // In an accepted block but in no font (U+0378 is unassigned): refused when drawn, not boxed.
    expect(await errorsOf({ ...ACME, name: "Acme \u0378" })).toEqual({ name: LOGO_MESSAGES.nameCharacters });
    expect(await errorsOf({ ...ACME, initials: "A\u0378" })).toEqual({ initials: LOGO_MESSAGES.initials });
  });

  test("missing fields and a body that is not an object", async () => {
    expect(await errorsOf({})).toEqual({
      name: "Name is required",
      primaryColor: "Primary colour is required",
      secondaryColor: "Secondary colour is required",
      layout: LOGO_MESSAGES.layoutRequired,
    });
    expect(await errorsOf([])).toEqual({ "": "Expected an object" });
  });
});

/** The router alone, behind a stand-in for the session, with a time limit the app doesn't use. */
function routerApp(options: { timeLimitMs: number; images: ImagePool }) {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.user = { id: String(req.headers["x-user"] ?? "u1") } as User;
    next();
  });
  app.use(logoStudioRouter({ limits: { logoKit: (_req, _res, next) => next() }, ...options }));
  app.use(errorHandler);
  return supertest(app);
}

describe("limits", () => {
  test("past its count (RATE_LIMIT_LOGO), a user gets 429 rate_limited; invalid bodies count too; others are not affected", async () => {
    const limited = await startTestApp({ RATE_LIMIT_LOGO: "2/1m" });
    try {
      const agent = await limited.signIn("limited@logo.test");
      expect((await postKit(agent, ACME)).status).toBe(200);
      expect((await agent.post(KIT).send({})).status).toBe(400);
      const over = await agent.post(KIT).send(ACME);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ code: "rate_limited", message: "You are creating logo kits too quickly. Please wait a little and try again." });
      expect(over.headers["ratelimit-policy"]).toContain("logoKit");
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect((await postKit(await limited.signIn("other@logo.test"), ACME)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test("the default budget is 30 kits per user, then 429", async () => {
    const defaults = await startTestApp({ RATE_LIMIT_LOGO: "" });
    try {
      const agent = await defaults.signIn("burst@logo.test");
      for (let i = 0; i < 30; i++) expect((await agent.post(KIT).send({})).status).toBe(400);
      const over = await agent.post(KIT).send(ACME);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("rate_limited");
      // Another user still has a budget.
      expect((await postKit(await defaults.signIn("calm@logo.test"), ACME)).status).toBe(200);
    } finally {
      await defaults.close();
    }
  });

  test("the time limit is LOGO_KIT_TIME_LIMIT_MS, 500 to 120000 ms; unset, the kit's 5 s", () => {
    expect(loadConfig({ NODE_ENV: "test", LOGO_KIT_TIME_LIMIT_MS: "1500" }).logoKitTimeLimitMs).toBe(1500);
    expect(loadConfig({ NODE_ENV: "test" }).logoKitTimeLimitMs).toBeUndefined();
    expect(DEFAULT_TIME_LIMIT_MS).toBe(5_000);
    for (const bad of ["soon", "499", "120001", "1.5"])
      expect(() => loadConfig({ NODE_ENV: "test", LOGO_KIT_TIME_LIMIT_MS: bad }), bad).toThrow(
        "LOGO_KIT_TIME_LIMIT_MS must be a whole number of milliseconds from 500 to 120000",
      );
  });

  test("a kit over its time limit is abandoned with 503 unavailable and Retry-After", async () => {
    const images = new ImagePool();
    try {
      const res = await routerApp({ timeLimitMs: -1, images }).post(KIT).send(ACME);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: "unavailable", message: TOO_SLOW_MESSAGE });
      expect(res.headers["retry-after"]).toBe("5");
    } finally {
      await images.close();
    }
  });
});
