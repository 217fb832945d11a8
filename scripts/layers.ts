/**
 * Which layer a file is in and which layers it may import (ADR 0025). Imports run one way, down:
 *
 *   common/                      shared by server and web, imports neither
 *   server/env.ts                the parsed environment
 *   server/lib/                  db, queue, storage, mail, events, logger, errors, http …
 *   server/roast-engine/         image in, files out: knows nothing of the server
 *   server/context.ts            AppContext and AppEnv, what every route and job is handed
 *   server/features/shared/      what several features use (bans, share slugs): no feature of its own
 *   server/features/<name>/      one feature; another's files only through its index.ts
 *   server/*.ts, server/cli/     composition roots: app, context building, start-up, the command
 *                                lines over the engine and the server's lib
 *
 * Tests and their test-support folders may reach across (a test sets up what it needs); nothing
 * that ships imports them, nor scripts/, bench/ or tests/.
 */

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  from: string;
  /** Repository-relative path of the imported file. */
  to: string;
  specifier: string;
}

export type Layer = "common" | "web" | "env" | "lib" | "engine" | "context" | "feature" | "cli" | "root" | "tools";

export function layerOf(path: string): Layer {
  if (path.startsWith("common/")) return "common";
  if (path.startsWith("web/")) return "web";
  if (path === "server/env.ts") return "env";
  if (path.startsWith("server/lib/")) return "lib";
  if (path.startsWith("server/roast-engine/")) return "engine";
  if (path === "server/context.ts") return "context";
  if (path.startsWith("server/features/")) return "feature";
  if (path.startsWith("server/cli/")) return "cli";
  if (path.startsWith("server/")) return "root";
  return "tools";
}

/** Test files and test support judge nothing: they are not part of what ships. */
export const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.includes("/test-support/");

/** The folder every feature may import from: it imports no feature, so it never closes a loop. */
const SHARED_FOLDER = "shared";

/** The feature a file under server/features/ belongs to. */
export const featureOf = (path: string) => path.split("/")[2];

const mayImport: Record<Layer, readonly Layer[]> = {
  common: ["common"],
  web: ["web", "common"],
  env: ["env", "common"],
  lib: ["lib", "env", "common"],
  engine: ["engine", "common"],
  // The feature files context.ts names must never import it back (checked over the whole graph
  // in findContextLoops), so the context stays below every feature that uses it.
  context: ["context", "lib", "env", "engine", "common", "feature"],
  feature: ["feature", "context", "lib", "env", "engine", "common"],
  cli: ["cli", "root", "feature", "context", "lib", "env", "engine", "common"],
  root: ["root", "cli", "feature", "context", "lib", "env", "engine", "common"],
  tools: ["tools", "root", "cli", "feature", "context", "lib", "env", "engine", "common", "web"],
};

const reasons: Record<Layer, string> = {
  common: "common/ is shared by server and web and imports neither",
  web: "the web app talks to the server over HTTP only; shared types live in common/",
  env: "env.ts parses the environment and depends on nothing of the server",
  lib: "server/lib knows no feature, no context, no roast engine and no composition root",
  engine: "the roast engine knows nothing of the server: it takes what it needs as arguments",
  context: "context.ts names what routes and jobs are handed, never the composition root",
  feature: "a feature imports lib, the engine and context.ts, never the composition root, a command line or tooling",
  cli: "a command line ships, so it never imports tooling",
  root: "the composition root ships, so it never imports tooling",
  tools: "",
};

/** Why an import breaks the layers, or undefined when it runs one way. */
export function findBreach({ from, to }: ImportEdge): string | undefined {
  if (isTestCode(from)) return undefined;
  if (isTestCode(to)) return "code that ships never imports a test or its support";
  const source = layerOf(from);
  const target = layerOf(to);
  if (!mayImport[source].includes(target)) return reasons[source];
  if (source === "feature" && target === "feature" && featureOf(from) === SHARED_FOLDER && featureOf(to) !== SHARED_FOLDER) {
    return "server/features/shared/ is below every feature and imports none";
  }
  if (
    source === "feature" &&
    target === "feature" &&
    featureOf(from) !== featureOf(to) &&
    featureOf(to) !== SHARED_FOLDER &&
    to !== `server/features/${featureOf(to)}/index.ts`
  ) {
    return `features use each other only through a feature's index.ts (server/features/${featureOf(to)}/index.ts)`;
  }
  return undefined;
}

/**
 * Files reachable from server/context.ts that import it back: the context would then sit both
 * above and below them. Biome's noImportCycles sees the loop too; this names it as a layer breach.
 */
export function findContextLoops(edges: readonly ImportEdge[], context = "server/context.ts"): ImportEdge[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const reached = new Set<string>();
  const queue = [...(next.get(context) ?? [])];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file) || file === context) continue;
    reached.add(file);
    queue.push(...(next.get(file) ?? []));
  }
  return edges.filter((edge) => edge.to === context && reached.has(edge.from));
}

/**
 * Back-arrows known when the layers were first checked and not yet moved, each with why: they
 * are printed on every run and tolerated, and one that no longer exists fails the run until it
 * is struck from this list, so the list only shrinks. Every other breach fails `npm run lint`.
 */
export const PENDING_BREACHES: Readonly<Record<string, string>> = {};

export const edgeKey = ({ from, to }: Pick<ImportEdge, "from" | "to">) => `${from} -> ${to}`;
