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
  },
  server: {
    // The API server mounts Vite as middleware; HMR rides on the same HTTP server.
    middlewareMode: true,
  },
});
