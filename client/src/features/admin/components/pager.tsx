import type * as React from "react";
import { Pager as ListPager } from "@/components/ui/pager";
import { formatCount } from "./format";

/** The admin tables' pager: where we are, and how many rows in all. */
export function Pager(props: Omit<React.ComponentProps<typeof ListPager>, "status" | "className">) {
  const { page, total } = props;
  return (
    <ListPager
      {...props}
      className="px-4"
      status={(pages) => (
        <>
          Page {formatCount(page)} of {formatCount(pages)} · {formatCount(total)} in all
        </>
      )}
    />
  );
}
