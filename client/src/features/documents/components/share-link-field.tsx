import { Check, Copy } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/clipboard";
import { SHARE_TOASTS } from "../api/share-link";

/**
 * A share link, read-only and selected on focus; when the clipboard refused the copy it is
 * selected at once so the person can copy it themselves.
 */
export function ShareLinkField({
  url,
  selectOnMount = false,
  children,
}: {
  url: string;
  selectOnMount?: boolean;
  children?: React.ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (selectOnMount) {
      input.current?.focus();
      input.current?.select();
    }
  }, [selectOnMount]);

  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      toast(SHARE_TOASTS.copied);
    } else {
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <div className="space-y-2 rounded-lg border border-blue-100 bg-blue-50/60 p-3">
      <Label htmlFor={id} className="text-slate-800">
        Share link
      </Label>
      <Input
        ref={input}
        id={id}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="bg-white font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy link
        </Button>
        {children}
      </div>
      <p className="text-xs text-slate-600">
        Anyone with the link can open a read-only copy, no sign-in needed.
      </p>
    </div>
  );
}
