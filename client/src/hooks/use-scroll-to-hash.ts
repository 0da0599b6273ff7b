import { useEffect } from "react";

/**
 * Scroll to the URL's #fragment once the page has rendered it. The browser's own jump happens at
 * load, before a client-rendered page has drawn the target.
 */
export function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView?.();
  }, [ready]);
}
