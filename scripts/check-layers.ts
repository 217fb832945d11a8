/**
 * The import layers (ADR 0025), checked on every `npm run lint`: Biome sees file cycles and what a
 * folder may name, not which layer an import resolves to, nor whether one feature reaches into
 * another's files. Each import of every file under server/, web/ and common/ is resolved to a file
 * and judged by `findBreach` (scripts/layers.ts); any breach is printed and the run fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { edgeKey, findBreach, findContextLoops, type ImportEdge, PENDING_BREACHES } from "./layers";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const checkedFolders = ["server", "web", "common"];
const extensions = [".ts", ".tsx"];

function listSources(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(folder)) {
    if (name === "node_modules" || name === "dist") continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...listSources(path));
    else if (extensions.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** The repository file a relative import names, or undefined for a package or an asset. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => join(base, `index${ext}`))];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found && extensions.some((ext) => found.endsWith(ext)) ? relative(root, found) : undefined;
}

/**
 * Every import, export-from and dynamic import of one file, type-only ones included. A file gone
 * between the listing and the reading (another process's probe, an editor's temporary file) has
 * none: it is no longer part of the tree.
 */
export function readEdges(file: string): ImportEdge[] {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const from = relative(root, file);
  return importedFiles.flatMap(({ fileName }) => {
    const to = resolveImport(file, fileName);
    return to ? [{ from, to, specifier: fileName }] : [];
  });
}

export interface LayerReport {
  /** Breaches that fail the run. */
  breaches: string[];
  /** Known breaches still present (PENDING_BREACHES). */
  pending: string[];
  /** PENDING_BREACHES entries that no longer exist: strike them. */
  stale: string[];
}

export function checkLayers(folders = checkedFolders, pendingBreaches = PENDING_BREACHES): LayerReport {
  const edges = folders.flatMap((folder) => listSources(join(root, folder))).flatMap(readEdges);
  const found = new Map<string, string>();
  for (const edge of edges) {
    const breach = findBreach(edge);
    if (breach) found.set(edgeKey(edge), `${edge.from}: import "${edge.specifier}" (${edge.to}) runs back up a layer: ${breach}`);
  }
  for (const edge of findContextLoops(edges)) {
    found.set(
      edgeKey(edge),
      `${edge.from}: import "${edge.specifier}" runs back up a layer: server/context.ts names this file, so it never imports the context back`,
    );
  }
  const breaches = [...found].filter(([key]) => !(key in pendingBreaches)).map(([, line]) => line);
  const pending = [...found].filter(([key]) => key in pendingBreaches).map(([key]) => `${key} (pending: ${pendingBreaches[key]})`);
  const stale = Object.keys(pendingBreaches).filter((key) => !found.has(key));
  return { breaches, pending, stale };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { breaches, pending, stale } = checkLayers();
  for (const line of pending) console.log(line);
  for (const line of breaches) console.error(line);
  for (const key of stale) console.error(`${key} is fixed: strike it from PENDING_BREACHES (scripts/layers.ts).`);
  if (breaches.length > 0 || stale.length > 0) {
    console.error(`\n${breaches.length + stale.length} layer problem(s) (docs/decisions/0025-import-layers.md).`);
    process.exit(1);
  }
  console.log(`Layers: every import runs one way${pending.length > 0 ? ` but the ${pending.length} pending above` : ""}.`);
}
