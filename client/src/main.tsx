import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute } from "./app/lazy-pages";
import { warmClassMerge } from "./lib/utils";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

if ("requestIdleCallback" in window) window.requestIdleCallback(warmClassMerge, { timeout: 1000 });
else setTimeout(warmClassMerge, 0);

// The first render as a transition: React renders the page in slices that yield to the browser
// instead of one long task (the same page, without blocking input while it builds). Opened on a
// page whose code is fetched at boot, it waits for that code: the page paints once, without a
// "Loading..." first (after a fallback React holds back the content for 300 ms).
void preloadRoute(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
