// The four logo fonts, read once from their @fontsource packages (.woff: satori reads woff, not
// woff2), weight 700. Every subset file is a font of its own name: satori keeps one font per name
// and weight. After the chosen family come Inter and Roboto Slab, for the scripts it lacks, so a
// Greek name in Space Grotesk still draws.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "satori";
import type { LogoFont } from "../../shared/logo-studio";

const SUBSETS: Record<LogoFont, readonly string[]> = {
  inter: ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"],
  "playfair-display": ["latin", "latin-ext", "vietnamese", "cyrillic"],
  "space-grotesk": ["latin", "latin-ext", "vietnamese"],
  "roboto-slab": ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"],
};

const FALLBACKS = ["inter", "roboto-slab"] as const;
const WEIGHT = 700;
const require = createRequire(import.meta.url);

async function loadFamily(font: LogoFont): Promise<Font[]> {
  const dir = path.join(path.dirname(require.resolve(`@fontsource/${font}/package.json`)), "files");
  return Promise.all(
    SUBSETS[font].map(async (subset) => ({
      name: `${font}-${subset}`,
      data: await readFile(path.join(dir, `${font}-${subset}-${WEIGHT}-normal.woff`)),
      weight: WEIGHT,
      style: "normal" as const,
    })),
  );
}

const families = new Map<LogoFont, Promise<Font[]>>();
const family = (font: LogoFont) => {
  let loaded = families.get(font);
  if (!loaded) {
    loaded = loadFamily(font);
    // A failed read is retried on the next request instead of being cached.
    loaded.catch(() => families.delete(font));
    families.set(font, loaded);
  }
  return loaded;
};

const fontSets = new Map<LogoFont, Promise<Font[]>>();

/**
 * The font list satori gets for `font`: that family first, then the fallbacks. The same array is
 * handed out every time, so satori's per-array cache parses the fonts once.
 */
export function fontsFor(font: LogoFont): Promise<Font[]> {
  let set = fontSets.get(font);
  if (!set) {
    const fallbacks = FALLBACKS.filter((f) => f !== font);
    set = Promise.all([family(font), ...fallbacks.map(family)]).then((lists) => lists.flat());
    set.catch(() => fontSets.delete(font));
    fontSets.set(font, set);
  }
  return set;
}

/** The CSS font-family list satori resolves glyphs through, in order. */
export function familyList(font: LogoFont): string {
  return [font, ...FALLBACKS.filter((f) => f !== font)]
    .flatMap((f) => SUBSETS[f].map((subset) => `${f}-${subset}`))
    .join(", ");
}
