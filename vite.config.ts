import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./client"),
  publicDir: here("./client/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": here("./client/src"),
      "@shared": here("./shared"),
    },
  },
  build: {
    outDir: here("./dist/public"),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // .vite/manifest.json (never served: a dot directory) lets bench/frontend.ts check which chunks
    // the landing page loads and that tool and admin pages stay lazy.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the landing page imports statically stays in the one entry file.
            { name: "app", tags: ["$initial"], priority: 2 },
            // Each lucide icon would otherwise be a file of its own (a page like the dashboard
            // fetched 8 of them, 150-300 bytes each). The icons that two or more lazy pages share
            // are one file: a few kB that a signed-in page fetches once. Measured with Lighthouse
            // on /dashboard, alternating with the split build: performance median 91 against 86.
            {
              name: "icons",
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API server mounts Vite as middleware; HMR rides on the same HTTP server.
    middlewareMode: true,
  },
});
