import { mkdir } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { AppContext } from "../../../context";
import type { RenderInput, RenderPlan } from "../../../roast-engine";
import { roastKeys } from "../core/roast-row";

const keys = (roastId: string) => ({
  image: `${roastKeys.work(roastId)}image.jpg`,
  voice: `${roastKeys.work(roastId)}voice.wav`,
  plan: `${roastKeys.work(roastId)}render-plan.json`,
});

/**
 * What is kept of a roast's render input: the input without its machine-local parts (paths,
 * output, signal), and the render plan of the orientation still to render. A file kept before
 * plans were has no `renderPlan`.
 */
type KeptRenderInput = Omit<RenderInput, "orientation" | "outPath" | "workDir" | "signal" | "image" | "voice"> & {
  image: Omit<RenderInput["image"], "path">;
  voice: Omit<RenderInput["voice"], "wavPath">;
  renderPlan?: RenderPlan;
};

// Read back from storage, so checked like any input; the engine's own types cover the details.
const planSchema = z.looseObject({
  image: z.looseObject({ width: z.number(), height: z.number() }),
  voice: z.looseObject({ durationMs: z.number(), words: z.array(z.unknown()) }),
  script: z.looseObject({ text: z.string() }),
  options: z.looseObject({ watermark: z.boolean() }),
  // What the camera and captions were planned from; a plan kept without it renders the whole upload, held.
  direction: z.looseObject({ targets: z.array(z.unknown()) }).optional(),
  seed: z.string(),
  renderPlan: z
    .looseObject({
      orientation: z.enum(["landscape", "portrait"]),
      size: z.looseObject({ width: z.number(), height: z.number() }),
      timeline: z.looseObject({ totalMs: z.number() }),
      shots: z.array(z.unknown()),
      marks: z.array(z.unknown()),
      captions: z.array(z.unknown()),
      audio: z.looseObject({ voiceStartMs: z.number() }),
    })
    .optional(),
});

/**
 * Stores what a later render of another orientation needs: the normalised still, the voice, the
 * render input, and `plan`, that orientation's plan as made with the first video. Any worker can
 * then render the portrait, not just the one that has the files, and it renders as planned then,
 * whatever planning has become by the time it runs.
 */
export async function keepRenderInput(
  ctx: Pick<AppContext, "storage">,
  roastId: string,
  input: Omit<RenderInput, "orientation" | "outPath">,
  plan?: RenderPlan,
): Promise<void> {
  const { image, voice, workDir, signal: _s, ...rest } = input;
  const { path: imagePath, ...imageInfo } = image;
  const { wavPath, ...voiceInfo } = voice;
  // A battle's render input names more files of the work dir (both uploads' stills): each is kept too.
  const extraFiles: string[] = [];
  const portable = replaceWorkFiles(rest, workDir, (file) => `${KEPT_FILE}${extraFiles.push(file) - 1}${path.extname(file)}`);
  // The plan names no file (its stage is described, not stored), so it is kept as it is.
  const kept: KeptRenderInput = { ...(portable as typeof rest), image: imageInfo, voice: voiceInfo, ...(plan ? { renderPlan: plan } : {}) };
  const k = keys(roastId);
  await ctx.storage.putFile(k.image, imagePath, "image/jpeg");
  await ctx.storage.putFile(k.voice, wavPath, "audio/wav");
  for (const [index, file] of extraFiles.entries()) await ctx.storage.putFile(keptFileKey(roastId, index, file), file, "application/octet-stream");
  await ctx.storage.put(k.plan, Buffer.from(JSON.stringify(kept)), "application/json");
}

/** How a kept plan names a file of its work dir: `kept-file:<n><ext>`, stored under work/. */
const KEPT_FILE = "kept-file:";
const keptFileKey = (roastId: string, index: number, file: string) => `${roastKeys.work(roastId)}file-${index}${path.extname(file)}`;

/** A copy of `value` whose strings naming a file inside `workDir` are replaced by `name(file)`. */
function replaceWorkFiles(value: unknown, workDir: string, name: (file: string) => string): unknown {
  if (typeof value === "string") return value.startsWith(`${workDir}${path.sep}`) ? name(value) : value;
  if (Array.isArray(value)) return value.map((item) => replaceWorkFiles(item, workDir, name));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceWorkFiles(item, workDir, name)]));
  return value;
}

/** The kept plan with each kept file fetched into `workDir` and named by its path there. */
async function restoreKeptFiles(ctx: Pick<AppContext, "storage">, roastId: string, plan: KeptRenderInput, workDir: string): Promise<KeptRenderInput> {
  const fetched: Promise<void>[] = [];
  const walk = (value: unknown): unknown => {
    if (typeof value === "string" && value.startsWith(KEPT_FILE)) {
      const rest = value.slice(KEPT_FILE.length);
      const index = Number.parseInt(rest, 10);
      const local = path.join(workDir, `kept-${index}${path.extname(rest)}`);
      fetched.push(ctx.storage.getToFile(keptFileKey(roastId, index, rest), local));
      return local;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const out = walk(plan) as KeptRenderInput;
  await Promise.all(fetched);
  return out;
}

/**
 * The kept render input, re-rooted in workDir for this orientation, with the plan kept for it
 * (none in a file kept before plans were, or kept for another orientation); null when it is gone (24 h).
 */
export async function restoreRenderInput(
  ctx: Pick<AppContext, "storage">,
  roastId: string,
  target: { orientation: RenderInput["orientation"]; workDir: string; signal?: AbortSignal },
): Promise<{ input: RenderInput; plan?: RenderPlan } | null> {
  const k = keys(roastId);
  if (!(await ctx.storage.exists(k.plan))) return null;
  const { renderPlan, ...kept } = planSchema.parse(JSON.parse((await ctx.storage.get(k.plan)).toString("utf8"))) as unknown as KeptRenderInput;
  await mkdir(target.workDir, { recursive: true });
  const restored = await restoreKeptFiles(ctx, roastId, kept, target.workDir);
  const imagePath = path.join(target.workDir, "image.jpg");
  const wavPath = path.join(target.workDir, "voice.wav");
  await ctx.storage.getToFile(k.image, imagePath);
  await ctx.storage.getToFile(k.voice, wavPath);
  const input = {
    ...restored,
    image: { ...restored.image, path: imagePath },
    voice: { ...restored.voice, wavPath },
    orientation: target.orientation,
    outPath: path.join(target.workDir, `${target.orientation}.mp4`),
    workDir: target.workDir,
    signal: target.signal,
  };
  return { input, plan: renderPlan?.orientation === target.orientation ? renderPlan : undefined };
}
