// The symbols of the mark, one map for both sides: the server writes these shapes into the kit's
// SVG (server/logo-studio/art.ts) and the browser's preview and symbol picker render the very same
// ones (client/src/features/logo-studio/components/symbol-icon.tsx), so what the preview shows is
// what the download holds. Vanilla lucide icon nodes on lucide's 24-unit grid; imported by name,
// so a bundle carries these 24 icons and no other.
import {
  Briefcase,
  Building2,
  Camera,
  Code,
  Coffee,
  Compass,
  Crown,
  Feather,
  Gem,
  Globe,
  Heart,
  type IconNode,
  Leaf,
  Lightbulb,
  Mountain,
  Rocket,
  Shield,
  ShoppingBag,
  Sparkles,
  Star,
  Store,
  Sun,
  Utensils,
  Wrench,
  Zap,
} from "lucide";
import type { LogoSymbol } from ".";

export const LOGO_SYMBOL_ICONS: Record<LogoSymbol, IconNode> = {
  store: Store,
  "shopping-bag": ShoppingBag,
  briefcase: Briefcase,
  "building-2": Building2,
  rocket: Rocket,
  zap: Zap,
  leaf: Leaf,
  sun: Sun,
  mountain: Mountain,
  globe: Globe,
  heart: Heart,
  star: Star,
  sparkles: Sparkles,
  gem: Gem,
  crown: Crown,
  shield: Shield,
  coffee: Coffee,
  utensils: Utensils,
  camera: Camera,
  code: Code,
  lightbulb: Lightbulb,
  wrench: Wrench,
  feather: Feather,
  compass: Compass,
};

/** lucide's grid: every icon is drawn on a 24 by 24 square. */
export const ICON_GRID = 24;

/** One drawing element of a symbol: its tag and its geometry attributes. */
export type SymbolShape = readonly [tag: string, attributes: Readonly<Record<string, string>>];

// Only drawing elements and geometry attributes are kept: the nodes are trusted library data, but
// the SVG must stay free of anything that could reference or run something.
const TAGS = new Set(["path", "circle", "ellipse", "line", "polyline", "polygon", "rect"]);
const ATTRIBUTES = new Set(["d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "y1", "x2", "y2", "width", "height", "points"]);
const SAFE_VALUE = /^[-\d.,\sa-z]*$/i;

/** The symbol's shapes (no wrapper): stroke and fill come from the enclosing element. */
export function symbolShapes(symbol: LogoSymbol): SymbolShape[] {
  return LOGO_SYMBOL_ICONS[symbol]
    .filter(([tag]) => TAGS.has(tag))
    .map(([tag, attrs]): SymbolShape => {
      const kept: Record<string, string> = {};
      for (const [key, value] of Object.entries(attrs)) {
        if (value !== undefined && ATTRIBUTES.has(key) && SAFE_VALUE.test(String(value))) kept[key] = String(value);
      }
      return [tag, kept];
    });
}
