// One logo kit: every file of LOGO_KIT_FILES, zipped. The work is bounded by the input (a name of at
// most 40 characters, 1 to 3 initials, fixed image sizes). It runs in the image pool (the router
// asks it), whose worker is stopped at the time limit; satori and resvg run synchronously, so the
// limit is also checked between the steps: a kit that has overrun is abandoned with a 503.
import { performance } from "node:perf_hooks";
import { strToU8, zipSync, type Zippable } from "fflate";
import {
  LOGO_KIT_FILES,
  logoKitFileName,
  shortNameOf,
  type TLogoKitRequest,
} from "../../shared/logo-studio";
import { AppError } from "../errors";
import { initRenderer, rasterize as rasterizeSvg } from "../images/render";
import { logoSvg, markSvg, prepareArt } from "./art";
import { writeIco } from "./ico";

export type KitFile = (typeof LOGO_KIT_FILES)[number];

export const DEFAULT_TIME_LIMIT_MS = 5_000;
/** logo.png is drawn at twice the SVG's size, but never wider than this. */
const LOGO_PNG_MAX_WIDTH = 4096;
const FAVICON_SIZES = [16, 32, 48] as const;

export const TOO_SLOW_MESSAGE = "Creating your logo kit took too long. Please try again in a moment.";

export interface KitOptions {
  timeLimitMs?: number;
  /** The clock (tests pass one that jumps). */
  now?: () => number;
}

export interface Kit {
  files: Record<KitFile, Uint8Array>;
  zip: Uint8Array;
  fileName: string;
}

const rasterize = (svg: string, width: number) => rasterizeSvg(svg, { mode: "width", value: Math.round(width) });

export function webManifest(input: TLogoKitRequest): string {
  const icon = (size: number, file: string, purpose?: string) => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: "image/png",
    ...(purpose ? { purpose } : {}),
  });
  return `${JSON.stringify(
    {
      name: input.name,
      short_name: shortNameOf(input),
      icons: [
        icon(192, "icon-192.png"),
        icon(512, "icon-512.png"),
        icon(512, "icon-maskable-512.png", "maskable"),
      ],
      theme_color: input.primaryColor,
      background_color: "#ffffff",
      display: "standalone",
      start_url: "/",
    },
    null,
    2,
  )}\n`;
}

/** The <head> tags; only the validated colour comes from the input, so nothing needs escaping. */
export function snippetHtml(input: TLogoKitRequest): string {
  return [
    "<!-- Put the kit's files at the root of your site, and these tags in its <head>. -->",
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${input.primaryColor}">`,
    "",
  ].join("\n");
}

export async function buildKit(input: TLogoKitRequest, options: KitOptions = {}): Promise<Kit> {
  const now = options.now ?? (() => performance.now());
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const start = now();
  const checkTime = () => {
    if (now() - start > limit) throw new AppError("unavailable", TOO_SLOW_MESSAGE);
  };

  await initRenderer();
  const art = await prepareArt(input);
  checkTime();
  const logo = logoSvg(art);
  const mark = markSvg(art);
  const smallMark = markSvg(art, { small: true });
  const fullBleed = markSvg(art, { fullBleed: true });

  const logoWidth = Number(/width="([\d.]+)"/.exec(logo)?.[1] ?? 512);
  const pngs: [KitFile, string, number][] = [
    ["logo.png", logo, Math.min(2 * logoWidth, LOGO_PNG_MAX_WIDTH)],
    ["apple-touch-icon.png", fullBleed, 180],
    ["icon-192.png", mark, 192],
    ["icon-512.png", mark, 512],
    ["icon-maskable-512.png", fullBleed, 512],
  ];
  const rendered: Partial<Record<KitFile, Uint8Array>> = {};
  for (const [file, svg, width] of pngs) {
    checkTime();
    rendered[file] = rasterize(svg, width);
  }
  checkTime();
  const favicon = writeIco(FAVICON_SIZES.map((size) => ({ size, png: rasterize(smallMark, size) })));

  const files: Record<KitFile, Uint8Array> = {
    "logo.svg": strToU8(logo),
    "logo.png": rendered["logo.png"]!,
    "favicon.ico": favicon,
    "icon.svg": strToU8(mark),
    "apple-touch-icon.png": rendered["apple-touch-icon.png"]!,
    "icon-192.png": rendered["icon-192.png"]!,
    "icon-512.png": rendered["icon-512.png"]!,
    "icon-maskable-512.png": rendered["icon-maskable-512.png"]!,
    "site.webmanifest": strToU8(webManifest(input)),
    "snippet.html": strToU8(snippetHtml(input)),
  };
  checkTime();
  // PNGs are compressed already: stored as they are; the text files are deflated.
  const zippable: Zippable = {};
  for (const file of LOGO_KIT_FILES) {
    zippable[file] = [files[file], { level: file.endsWith(".png") || file.endsWith(".ico") ? 0 : 6 }];
  }
  const zip = zipSync(zippable);
  checkTime();
  return { files, zip, fileName: logoKitFileName(input.name) };
}
