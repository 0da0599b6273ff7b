import { useId } from "react";
import { cn } from "@/lib/utils";

/** The FounderDocs mark: a document on a blue tile. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  // The mark can appear twice on a page (header and footer): gradient ids must not collide.
  const gradientId = `fd-logo${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("size-8", className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M10 8.5h8.5L23 13v10.5a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1v-14a1 1 0 0 1 1-1Z"
        fill="#fff"
      />
      <path d="M18.5 8.5V13H23" fill="#c7d7fe" />
      <path d="M12.5 16.5h7M12.5 19.5h5" stroke="#2563eb" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({
  className,
  tone = "dark",
  compact = false,
}: {
  className?: string;
  tone?: "dark" | "light";
  /** Hide the wordmark on phones where the top bar is crowded. */
  compact?: boolean;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <LogoMark />
      <span
        className={cn(
          "text-lg font-semibold tracking-tight",
          compact && "max-sm:sr-only",
          tone === "dark" ? "text-slate-900" : "text-white",
        )}
      >
        Founder<span className={tone === "dark" ? "text-primary" : "text-blue-300"}>Docs</span>
      </span>
    </span>
  );
}
