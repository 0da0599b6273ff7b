// Regenerates the README screenshots from the running app: `npx tsx scripts/screenshots.ts [baseURL]`.
import { chromium } from "playwright-core";
import { chromiumFlags, findChromium } from "../server/chromium";

const base = process.argv[2] ?? "http://127.0.0.1:5000";
const binary = await findChromium(process.env.CHROMIUM_PATH);
if (!binary) throw new Error("no Chromium");
const browser = await chromium.launch({ executablePath: binary.path, args: chromiumFlags() });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
const page = await context.newPage();
await page.goto(base);
await page.getByRole("heading", { level: 1 }).waitFor();
await page.screenshot({ path: "docs/screenshots/landing.png" });
await page.goto(`${base}/api/login`);
await page.getByLabel("Email").fill("maya@northwind.dev");
await page.getByLabel("First name").fill("Maya");
await page.getByLabel("Last name").fill("Chen");
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByRole("heading", { name: /Welcome back/ }).waitFor();
await page.waitForTimeout(300);
await page.screenshot({ path: "docs/screenshots/dashboard.png" });
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 1 });
const mobile = await phone.newPage();
await mobile.goto(base);
await mobile.getByRole("heading", { level: 1 }).waitFor();
await mobile.screenshot({ path: "docs/screenshots/landing-phone.png" });
await browser.close();
