// The symbols of the mark: vanilla lucide icon nodes (the icon set the app ships as lucide-react),
// written out as SVG elements on lucide's 24-unit grid.
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
import type { LogoSymbol } from "../../shared/logo-studio";

const ICONS: Record<LogoSymbol, IconNode> = {
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

export const ICON_GRID = 24;

// Only drawing elements and geometry attributes are copied: the nodes are trusted library data,
// but the SVG must stay free of anything that could reference or run something.
const TAGS = new Set(["path", "circle", "ellipse", "line", "polyline", "polygon", "rect"]);
const ATTRIBUTES = new Set(["d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "y1", "x2", "y2", "width", "height", "points"]);
const SAFE_VALUE = /^[-\d.,\sa-z]*$/i;

/** The icon's shapes (no wrapper): stroke and fill come from the enclosing group. */
export function iconShapes(symbol: LogoSymbol): string {
  return ICONS[symbol]
    .filter(([tag]) => TAGS.has(tag))
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key, value]) => ATTRIBUTES.has(key) && SAFE_VALUE.test(String(value)))
        .map(([key, value]) => `${key}="${String(value)}"`)
        .join(" ");
      return `<${tag} ${list}/>`;
    })
    .join("");
}
