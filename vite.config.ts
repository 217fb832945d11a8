import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const require = createRequire(import.meta.url);
// react-router's package exports only its development build (warnings, invariants); a build for
// the browser takes the production one, which is what its own framework plugin does.
const reactRouterProduction = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production/index.mjs");

export default defineConfig(({ command }) => ({
  root: "web",
  publicDir: "public",
  plugins: [tailwindcss()],
  esbuild: { jsx: "automatic" },
  resolve: { alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports has <link rel=modulepreload>; the polyfill would cost the first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Libraries marked "use client" for React Server Components: meaningless in this app.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "SOURCEMAP_ERROR") return;
        warn(warning);
      },
    },
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000", "/media": "http://localhost:3000" } },
}));
