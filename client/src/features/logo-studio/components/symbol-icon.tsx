// A mark symbol as inline SVG, drawn from the shapes the server writes into the kit
// (shared/logo-studio/symbols.ts): lucide's 24-unit grid and lucide's stroke attributes, so the
// preview and the picker show exactly what the download holds.
import { type ComponentProps, createElement } from "react";
import { ICON_GRID, symbolShapes } from "@shared/logo-studio/symbols";
import type { LogoSymbol } from "@shared/logo-studio";

type SymbolIconProps = Omit<ComponentProps<"svg">, "viewBox" | "children"> & { symbol: LogoSymbol };

export function SymbolIcon({ symbol, ...props }: SymbolIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={ICON_GRID}
      height={ICON_GRID}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
      viewBox={`0 0 ${ICON_GRID} ${ICON_GRID}`}
    >
      {symbolShapes(symbol).map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
