// Previous / Next under a paged list, with where we are; hidden when everything fits on one page.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  busy,
  status,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While the next page loads: both buttons wait. */
  busy?: boolean;
  /** Where we are, given the number of pages: each list words it its own way. */
  status: (pages: number) => React.ReactNode;
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className={cn("flex items-center justify-between gap-3 border-t py-3 text-sm", className)}
    >
      <p className="text-muted-foreground" data-testid="page-status">
        {status(pages)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1 || busy}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages || busy}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
