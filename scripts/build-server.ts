import path from "node:path";
import { buildServerFiles } from "./build-server-files";

/**
 * `npm run build:server`: the server compiled to JavaScript in dist/server (and dist/common), run
 * in production with `node dist/server/main-api.js` and `node dist/server/main-worker.js`.
 */
const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const { outDir, files } = await buildServerFiles({ root });
console.log(`compiled ${files} server files into ${path.relative(root, outDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
