import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const require = createRequire(import.meta.url);
// react-router's package exports only its development build (warnings, invariants); a build for
// the browser takes the production one, which is what its own framework plugin does.
const reactRouterProduction = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production/index.mjs");

/**
 * Module preloads for what the entry imports dynamically (web/main.tsx starts React DOM and the app
 * in separate tasks) and everything those chunks import: fetched with the entry, not after it runs.
 */
function preloadEntryImports(): Plugin {
  return {
    name: "preload-entry-imports",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((file) => (file.type === "chunk" ? [file] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return [];
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || files.has(fileName) || fileName === entry.fileName || entry.imports.includes(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) add(imported);
        };
        for (const fileName of entry.dynamicImports) add(fileName);
        return [...files].map((fileName) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

/** The chunks a page's first load runs: the entry, its static imports and what it imports dynamically at start (web/main.tsx). */
function firstLoadChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const found = new Map<string, Rollup.OutputChunk>();
  const add = (fileName: string) => {
    const chunk = chunks.find((c) => c.fileName === fileName);
    if (!chunk || found.has(fileName)) return;
    found.set(fileName, chunk);
    for (const imported of chunk.imports) add(imported);
  };
  add(entry.fileName);
  for (const fileName of entry.dynamicImports) add(fileName);
  return [...found.values()];
}

const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Chromium's file-based compile hint on the chunks every page runs at start: their functions are
 * compiled on the background thread that streams the file, not lazily on the main thread when
 * first called. React DOM is one CommonJS function of 200 KB whose lazy compile was the page's
 * longest task on a slow phone (~45 ms of CPU unthrottled, ~180 ms at Lighthouse's 4x). Other
 * browsers ignore the comment. Added after rendering: the source map gets one empty line first.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      for (const chunk of firstLoadChunks(bundle)) {
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === "asset" && typeof map.source === "string") {
          const json = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  root: "web",
  publicDir: "public",
  plugins: [
    tailwindcss(),
    preloadEntryImports(),
    compileHints(),
    // The service worker (web/sw.ts, ADR 0020): built with the app, its precache list injected.
    // The page registers it itself once idle (web/app/register-service-worker.ts); the manifest is
    // written with the icons by the prerender (scripts/prerender/draw-icons.ts).
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell, scripts, styles and the Latin fonts: what the studio needs to open offline.
        // Never pages, media or anything from the API: they are not files of the build.
        globPatterns: ["index.html", "assets/*.{js,css}", "assets/*-latin-wght-normal-*.woff2", "favicon.svg"],
      },
    }),
  ],
  esbuild: { jsx: "automatic" },
  resolve: { alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports has <link rel=modulepreload>; the polyfill would cost the first load.
    modulePreload: {
      polyfill: false,
      // No preload links added at run time for a lazy chunk's imports: Vite's helper looks each up
      // and appends it to <head>, one long task on a slow phone when the landing page's lower
      // sections load (16 files). The browser fetches a lazy chunk's imports as it parses it.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    rollupOptions: {
      // Libraries marked "use client" for React Server Components: meaningless in this app.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "SOURCEMAP_ERROR") return;
        warn(warning);
      },
    },
  },
  // No service worker in development: the share target's POST reaches the server's fallback.
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000", "/media": "http://localhost:3000", "/share-target": "http://localhost:3000" },
  },
}));
