import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [tailwindcss()],
  esbuild: { jsx: "automatic" },
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000", "/media": "http://localhost:3000" } },
});
