import { existsSync } from "node:fs";
import { cp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";

/** The folders compiled for the server: its own code and what it shares with the web app. */
const SOURCE_DIRS = ["server", "common"];

export interface BuildServerOptions {
  /** The repository's root. */
  root: string;
  /**
   * Where `server/` and `common/` are written (default `<root>/dist`). It must sit inside the
   * repository (or next to its node_modules): the compiled files import packages by name.
   */
  outDir?: string;
}

/**
 * Compiles the server to plain JavaScript, one `.js` file per `.ts` file in the same place, so
 * `node dist/server/main-api.js` runs without a TypeScript loader. Files are transpiled, not
 * bundled: the engine finds its worker threads, fonts and migrations beside its
 * code (`new URL("./x.mjs", import.meta.url)`), so those are copied next to the output too.
 * Tests and their support code are left out.
 */
export async function buildServerFiles(options: BuildServerOptions): Promise<{ outDir: string; files: number }> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.outDir ?? path.join(root, "dist"));
  const sources: string[] = [];
  const assets: string[] = [];
  for (const dir of SOURCE_DIRS) {
    await rm(path.join(outDir, dir), { recursive: true, force: true });
    for (const file of await listFiles(path.join(root, dir))) {
      if (isTestFile(file)) continue;
      (isTypeScript(file) ? sources : assets).push(file);
    }
  }
  await build({
    entryPoints: sources,
    outbase: root,
    outdir: outDir,
    platform: "node",
    format: "esm",
    target: "node20",
    // Each file on its own: the plugin keeps every import external and points it at the .js file.
    bundle: true,
    plugins: [keepImportsAsCompiledFiles()],
    sourcemap: "linked",
    logLevel: "warning",
  });
  for (const file of assets) await cp(file, path.join(outDir, path.relative(root, file)));
  return { outDir, files: sources.length };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const isTypeScript = (file: string) => file.endsWith(".ts") && !file.endsWith(".d.ts");

/** Test files, test support and type declarations (for tests' packages) do not ship. */
function isTestFile(file: string): boolean {
  const parts = file.split(path.sep);
  return parts.includes("test-support") || /\.test\.tsx?$/.test(file) || file.endsWith(".d.ts");
}

/**
 * Leaves every import to Node at run time: packages by name, and our own files by the path of
 * their compiled `.js` (Node's ES modules need the extension, and a folder's index named).
 */
function keepImportsAsCompiledFiles(): Plugin {
  return {
    name: "keep-imports-as-compiled-files",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return undefined;
        if (!args.path.startsWith(".")) return { path: args.path, external: true };
        const target = path.resolve(args.resolveDir, args.path);
        if (existsSync(`${target}.ts`)) return { path: `${args.path}.js`, external: true };
        if (existsSync(path.join(target, "index.ts"))) return { path: `${args.path}/index.js`, external: true };
        if (existsSync(target) && !args.path.endsWith(".ts")) return { path: args.path, external: true };
        return { errors: [{ text: `cannot find ${args.path} from ${path.relative(process.cwd(), args.importer)}` }] };
      });
    },
  };
}
