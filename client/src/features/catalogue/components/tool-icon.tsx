// The catalogue names icons and colours; these static maps turn them into components and class
// strings. Static on purpose: the bundler can drop every other lucide icon, and Tailwind can see
// every class it must generate.
import {
  Calculator,
  Cookie,
  FileLock2,
  Handshake,
  type LucideIcon,
  Palette,
  Receipt,
  Scale,
  ShieldCheck,
  ShoppingBag,
  Signature,
  TrendingUp,
  UserPlus,
} from "lucide-react";
import type { ToolColour, ToolIconName } from "@shared/catalogue";
import { cn } from "@/lib/utils";

const ICONS: Record<ToolIconName, LucideIcon> = {
  ShieldCheck,
  Scale,
  Cookie,
  ShoppingBag,
  FileLock2,
  Handshake,
  Signature,
  Receipt,
  Calculator,
  Palette,
  TrendingUp,
  UserPlus,
};

/** Tinted tile behind the icon, per catalogue colour. */
export const TOOL_TILE_CLASSES: Record<ToolColour, string> = {
  blue: "bg-blue-50 text-blue-600 ring-blue-600/15",
  indigo: "bg-indigo-50 text-indigo-600 ring-indigo-600/15",
  amber: "bg-amber-50 text-amber-600 ring-amber-600/20",
  emerald: "bg-emerald-50 text-emerald-600 ring-emerald-600/15",
  violet: "bg-violet-50 text-violet-600 ring-violet-600/15",
  sky: "bg-sky-50 text-sky-600 ring-sky-600/15",
  rose: "bg-rose-50 text-rose-600 ring-rose-600/15",
  teal: "bg-teal-50 text-teal-600 ring-teal-600/15",
  orange: "bg-orange-50 text-orange-600 ring-orange-600/15",
  fuchsia: "bg-fuchsia-50 text-fuchsia-600 ring-fuchsia-600/15",
  cyan: "bg-cyan-50 text-cyan-700 ring-cyan-600/15",
  slate: "bg-slate-100 text-slate-700 ring-slate-600/15",
};

/** Badge tint per catalogue colour; -700 text on -50 keeps AA contrast. */
export const TOOL_BADGE_CLASSES: Record<ToolColour, string> = {
  blue: "bg-blue-50 text-blue-700 border-blue-200",
  indigo: "bg-indigo-50 text-indigo-700 border-indigo-200",
  amber: "bg-amber-50 text-amber-800 border-amber-200",
  emerald: "bg-emerald-50 text-emerald-700 border-emerald-200",
  violet: "bg-violet-50 text-violet-700 border-violet-200",
  sky: "bg-sky-50 text-sky-800 border-sky-200",
  rose: "bg-rose-50 text-rose-700 border-rose-200",
  teal: "bg-teal-50 text-teal-800 border-teal-200",
  orange: "bg-orange-50 text-orange-800 border-orange-200",
  fuchsia: "bg-fuchsia-50 text-fuchsia-700 border-fuchsia-200",
  cyan: "bg-cyan-50 text-cyan-800 border-cyan-200",
  slate: "bg-slate-100 text-slate-700 border-slate-200",
};

export function ToolIcon({
  icon,
  colour,
  size = "md",
  className,
}: {
  icon: ToolIconName;
  colour: ToolColour;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const Icon = ICONS[icon];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-lg ring-1 ring-inset",
        size === "sm" && "size-9 [&_svg]:size-4",
        size === "md" && "size-11 [&_svg]:size-5",
        size === "lg" && "size-14 rounded-xl [&_svg]:size-7",
        TOOL_TILE_CLASSES[colour],
        className,
      )}
    >
      <Icon strokeWidth={1.9} />
    </span>
  );
}
