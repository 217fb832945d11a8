import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { parseEnv } from "../server/env";
import { startServer } from "../server/start";

/** `rendered`: the page a visitor of `npm start` gets once the sample gallery is rendered; `empty`: no gallery, no hero loop. */
export type BenchGallery = "rendered" | "empty";
export const BENCH_GALLERIES: BenchGallery[] = ["rendered", "empty"];

/** The galleries a bench run measures: both, or the one named by --gallery=rendered|empty. */
export function galleriesFromArgs(argv: string[]): BenchGallery[] {
  const named = argv.find((a) => a.startsWith("--gallery="))?.split("=")[1];
  return BENCH_GALLERIES.filter((gallery) => !named || gallery === named);
}

/** Rendering the six samples takes minutes: --gallery-dir=<dir> keeps the rendered gallery's data there for the next run. */
export function galleryDirFromArgs(argv: string[]): string | undefined {
  return argv.find((a) => a.startsWith("--gallery-dir="))?.split("=")[1];
}

const GALLERY_TIMEOUT_MS = 20 * 60_000;

/** Waits until every sample has its video and card poster, and the hero its loop: what a visitor sees a few minutes after start. */
async function waitForGallery(url: string): Promise<void> {
  const deadline = Date.now() + GALLERY_TIMEOUT_MS;
  for (;;) {
    const { items } = (await (await fetch(`${url}/api/gallery`)).json()) as { items: Array<{ videoUrl: string | null; posterUrl: string | null }> };
    const hero = await fetch(`${url}/api/gallery/hero.mp4`, { method: "GET" });
    await hero.arrayBuffer();
    if (hero.ok && items.every((item) => item.videoUrl && item.posterUrl?.includes("/card.jpg"))) return;
    if (Date.now() > deadline) throw new Error("The sample gallery was not rendered in time");
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The web benches' app, started as `npm start` starts it (API, worker and the built web app in one
 * process, default NODE_ENV, the sample gallery rendered in the background) on a random port.
 * Builds dist/web first unless told not to. `rendered` waits for the gallery before it returns;
 * `empty` turns it off. The data dir is thrown away, unless `dataDir` keeps a rendered gallery.
 */
export async function startBenchServer(options: {
  root: string;
  build: boolean;
  gallery: BenchGallery;
  dataDir?: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  if (options.build) {
    await promisify(execFile)("npm", ["run", "build:web", "--silent"], { cwd: options.root, maxBuffer: 32 * 1024 * 1024 });
  }
  const kept = options.gallery === "rendered" ? options.dataDir : undefined;
  if (kept) await mkdir(kept, { recursive: true });
  const dataDir = kept ?? (await mkdtemp(join(tmpdir(), "roastreel-web-bench-")));
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = await startServer({
    env: parseEnv({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "error",
      SAMPLE_GALLERY: options.gallery === "rendered" ? "render" : "off",
    }),
    role: "all",
    port,
    webDir: join(options.root, "dist/web"),
  });
  if (options.gallery === "rendered") {
    const started = Date.now();
    await waitForGallery(server.url);
    console.log(`gallery ready ${Math.round((Date.now() - started) / 1000)} s after start`);
  }
  return {
    url: server.url,
    close: async () => {
      await server.close();
      if (!kept) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
