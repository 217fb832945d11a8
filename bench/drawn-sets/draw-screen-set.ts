// Draws a set of phone screens (held-out v2 and v3, the tuning set): each screen of the set's
// templates is rendered in headless Chromium at device scale 3, its visible text lines are read back
// from the page (read-drawn-lines.ts) as the ground truth, and the capture is cropped, downscaled and
// saved as PNG or JPEG the way uploads are, some JPEGs through two or three generations (a shared copy
// re-saved smaller at another quality). Each set's own script passes its templates:
//
//   npx tsx bench/<set>/draw-<set>.ts [--out /tmp/try] [--only <screen id>]
//
// Once a set's screens.json is committed, its script refuses to write into its own directory.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { type DrawnLine, readDrawnLines } from "./read-drawn-lines";

/** What drawing needs of a set's screen (each set's templates/screen-type.ts has more). */
export interface DrawnScreenSpec<Device extends string> {
  id: string;
  app: string;
  kind: string;
  dark: boolean;
  device: Device;
  format: "png" | "jpeg";
  quality?: number;
  owner: { name: string; handle: string | null };
  keyboard?: boolean;
  banner?: unknown;
  crop?: { top?: number; bottom?: number; left?: number; right?: number };
  downscaleTo?: number;
  generations?: { width?: number; quality: number }[];
  cutLines?: number;
  replies: boolean;
}

export interface ScreenSet<Device extends string, Spec extends DrawnScreenSpec<Device>> {
  /** The set's own directory, where its screens.json and screens/ are committed. */
  dir: string;
  screens: Spec[];
  devices: Record<Device, { width: number; height: number }>;
  /** The page's HTML for a screen (the set's templates/shell.ts). */
  page: (spec: Spec) => string;
  /** Said when asked to draw over the committed set. */
  refusal: string;
}

type Line = Omit<DrawnLine, "top" | "left">;

export async function drawScreenSet<Device extends string, Spec extends DrawnScreenSpec<Device>>(set: ScreenSet<Device, Spec>): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" }, only: { type: "string" } } });
  const out = resolve(values.out ?? set.dir);
  const manifest = join(out, "screens.json");
  if (out === set.dir && tracked(manifest, set.dir)) {
    console.error(`${manifest} exists: ${set.refusal}`);
    process.exit(1);
  }
  mkdirSync(join(out, "screens"), { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const entries = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as { id: string }[]) : [];
  const todo = set.screens.filter((s) => !values.only || s.id === values.only);
  for (const spec of todo) {
    const ctx = await browser.newContext({ viewport: set.devices[spec.device], deviceScaleFactor: 3 });
    const page = await ctx.newPage();
    await page.setContent(set.page(spec), { waitUntil: "load" });
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate("globalThis.__name = (f) => f");
    await page.evaluate(() => document.fonts.ready);
    const clip = clipOf(spec, set.devices[spec.device]);
    const read = await page.evaluate(readDrawnLines, clip);
    for (const p of read.partial) console.warn(`${spec.id}: cut line: ${p}`);
    const shot = await page.screenshot({ clip, type: "png" });
    await ctx.close();
    const { data, width, height } = await encode(spec, shot);
    const file = `screens/${spec.id}.${spec.format === "jpeg" ? "jpg" : "png"}`;
    writeFileSync(join(out, file), data);
    const lines: Line[] = read.lines.map(({ top: _t, left: _l, ...line }) => line);
    const cut = lines.filter((l) => l.cut).length;
    if (cut !== (spec.cutLines ?? 0)) console.warn(`${spec.id}: ${cut} cut lines, expected ${spec.cutLines ?? 0}`);
    const entry = {
      id: spec.id,
      file,
      app: spec.app,
      kind: spec.kind,
      dark: spec.dark,
      format: spec.format,
      width,
      height,
      ...(spec.format === "jpeg" ? { quality: spec.generations?.at(-1)?.quality ?? spec.quality } : {}),
      ...(spec.generations ? { generations: spec.generations } : {}),
      variations: {
        keyboard: Boolean(spec.keyboard),
        notification: Boolean(spec.banner),
        cropped: Boolean(spec.crop),
        downscaled: Boolean(spec.downscaleTo || spec.generations?.some((g) => g.width)),
        replies: spec.replies,
      },
      owner: spec.owner,
      lines,
    };
    const at = entries.findIndex((e) => e.id === spec.id);
    if (at >= 0) entries[at] = entry;
    else entries.push(entry);
    console.log(`${spec.id}: ${width}×${height} ${spec.format} ${(data.length / 1024).toFixed(0)} KB, ${lines.length} lines`);
  }
  await browser.close();
  const order = set.screens.map((s) => s.id);
  entries.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  writeFileSync(manifest, `${JSON.stringify(entries, null, 1)}\n`);
}

/** Whether git tracks the file: the committed set is never drawn over. */
function tracked(file: string, cwd: string): boolean {
  try {
    execFileSync("git", ["ls-files", "--error-unmatch", file], { cwd, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function clipOf(spec: DrawnScreenSpec<string>, device: { width: number; height: number }) {
  const c = spec.crop ?? {};
  return { x: c.left ?? 0, y: c.top ?? 0, width: device.width - (c.left ?? 0) - (c.right ?? 0), height: device.height - (c.top ?? 0) - (c.bottom ?? 0) };
}

/** Each generation is one save: resize (Lanczos) then encode; a JPEG generation decodes the last. */
async function encode(spec: DrawnScreenSpec<string>, png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const steps = spec.generations ?? [{ width: spec.downscaleTo, quality: spec.quality }];
  let data = png;
  let info = { width: 0, height: 0 };
  for (const step of steps) {
    let img = sharp(data);
    if (step.width) img = img.resize({ width: step.width, kernel: "lanczos3" });
    img =
      spec.format === "jpeg"
        ? img.jpeg({ quality: step.quality ?? 75, chromaSubsampling: "4:2:0" })
        : img.png({ compressionLevel: 9, adaptiveFiltering: true });
    const res = await img.toBuffer({ resolveWithObject: true });
    data = res.data;
    info = res.info;
  }
  return { data, width: info.width, height: info.height };
}
