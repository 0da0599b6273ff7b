import { useEffect, useRef } from "react";
import { toast, toastShown } from "@/components/ui/use-toast";
import { LOGIN_REDIRECT_DELAY_MS, redirectToLogin } from "@/lib/navigation";

export interface LoginRedirectMessage {
  title: string;
  description: string;
}

/**
 * When `active` turns true: raise a destructive toast once, then send the browser to sign in
 * after the spec's 500 ms, long enough to read that it is about to happen. The 500 ms count from
 * when the toast is on screen: the toaster is a lazy chunk that may still be on its way.
 */
export function useLoginRedirect(active: boolean, { title, description }: LoginRedirectMessage) {
  const shown = useRef<Promise<void> | undefined>(undefined);

  useEffect(() => {
    if (!active) return;
    shown.current ??= toastShown(toast({ variant: "destructive", title, description }).id);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void shown.current.then(() => {
      if (!cancelled) timer = setTimeout(redirectToLogin, LOGIN_REDIRECT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, title, description]);
}
