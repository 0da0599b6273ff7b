// Runs once before all test files. Each test file opens its own database; this only resolves
// Chromium once, so parallel workers never race to unpack the bundled browser.
import { findChromium } from "../server/chromium";

export default async function setup() {
  process.env.TZ ??= "UTC";
  const chromium = await findChromium(process.env.CHROMIUM_PATH || undefined);
  if (chromium) process.env.CHROMIUM_PATH = chromium.path;
}
