import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/use-toast";
import { LOGIN_REDIRECT_DELAY_MS, redirectToLogin } from "@/lib/navigation";

export interface LoginRedirectMessage {
  title: string;
  description: string;
}

/**
 * When `active` turns true: raise a destructive toast once, then send the browser to sign in
 * after the spec's 500 ms, long enough to read that it is about to happen.
 */
export function useLoginRedirect(active: boolean, { title, description }: LoginRedirectMessage) {
  const toasted = useRef(false);

  useEffect(() => {
    if (!active) return;
    if (!toasted.current) {
      toasted.current = true;
      toast({ variant: "destructive", title, description });
    }
    const timer = setTimeout(redirectToLogin, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, title, description]);
}
