// The toaster (Radix Toast) is its own chunk: the landing page's first load doesn't carry it. Its
// code is fetched once the browser is idle after the first paint, or at once when a toast is raised
// first, so a toast is never lost and usually shows without waiting for the chunk.
//
// It is mounted only once its code is in, never through React.lazy and Suspense: a Suspense
// fallback committed anywhere makes React hold back the next reveal of any boundary for 300 ms,
// so a lazy toaster mounting at idle delayed the dashboard's first paint of its content by that much.
import { type ComponentType, useEffect, useState } from "react";
import { useToast } from "./use-toast";

let Loaded: ComponentType | undefined;
const load = () =>
  import("./toaster").then((m) => {
    Loaded = m.Toaster;
    return m.Toaster;
  });

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
  const [Toaster, setToaster] = useState<ComponentType | undefined>(() => Loaded);
  const wanted = toasts.length > 0;

  useEffect(() => {
    if (Toaster) return;
    let live = true;
    const start = () =>
      void load().then(
        (component) => live && setToaster(() => component),
        () => {},
      );
    if (wanted) {
      start();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [Toaster, wanted]);

  return Toaster ? <Toaster /> : null;
}
