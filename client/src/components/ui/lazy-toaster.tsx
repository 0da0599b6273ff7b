// The toaster (Radix Toast) is its own chunk: the landing page's first load doesn't carry it. It is
// mounted once the browser is idle after the first paint, or at once when a toast is raised first,
// so a toast is never lost and usually shows without waiting for the chunk.
import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
};

export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
