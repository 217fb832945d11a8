import type { Context } from "hono";
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "../../../../common/roast";
import type { AppEnv } from "../../../context";
import { AppError } from "../../../lib/errors";
import { readRequestBody } from "../../../lib/http/read-body";
import { admitUpload } from "./admit-upload";
import { findByIdempotencyKey } from "./create-roast";
import type { RoastRow } from "../core/roast-row";

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "Please upload an image under 10 MB", { title: "File too large" });
const invalidType = () => new AppError("UNSUPPORTED_MEDIA", "Please upload a JPG or PNG image", { title: "Invalid file type" });
const missing = () => new AppError("BAD_REQUEST", "Please upload an image", { title: "Missing information" });
const stalled = () =>
  new AppError("REQUEST_TIMEOUT", "Your upload stopped arriving. Please check your connection and try again.", { title: "Upload interrupted" });
const cutOff = () => new AppError("BAD_REQUEST", "Your upload did not arrive in full. Please try again.", { title: "Upload interrupted" });

/**
 * Stops an oversized body while it streams in, before it is buffered: the file limit plus room
 * for multipart headers, or for base64's 4/3 growth in the JSON form.
 */
const UPLOAD_BODY_BYTES = {
  multipart: MAX_UPLOAD_BYTES + 64 * 1024,
  base64: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
  /** A battle's two images in one form. */
  battle: 2 * MAX_UPLOAD_BYTES + 64 * 1024,
};

/**
 * An upload's body, read only once the upload is admitted (admit-upload.ts: ban, credit, rate,
 * uploads in flight), within its encoding's limit and the idle timeout (UPLOAD_IDLE_TIMEOUT_MS).
 * Its in-flight place is given back as soon as the body is in, or given up.
 */
async function receiveBody(c: Context<AppEnv>, userId: string, encoding: keyof typeof UPLOAD_BODY_BYTES): Promise<Buffer<ArrayBuffer>> {
  const release = await admitUpload(c, userId);
  try {
    return await readRequestBody(c, {
      maxBytes: UPLOAD_BODY_BYTES[encoding],
      idleMs: c.get("ctx").env.UPLOAD_IDLE_TIMEOUT_MS,
      tooLarge,
      idle: stalled,
      cutOff,
    });
  } finally {
    release();
  }
}

/** An admitted multipart upload's form: `image`, a battle's `image2`, `narrator`. */
export async function receiveUploadForm(c: Context<AppEnv>, userId: string, encoding: "multipart" | "battle"): Promise<FormData> {
  const body = await receiveBody(c, userId, encoding);
  const form = new Response(body, { headers: { "content-type": c.req.header("content-type") ?? "" } });
  return form.formData().catch(() => {
    throw missing();
  });
}

async function readFileField(file: unknown, ifMissing: () => AppError): Promise<Buffer> {
  if (!(file instanceof File) || file.size === 0) throw ifMissing();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/** The multipart form's `image` field. */
export async function readMultipartImage(form: FormData): Promise<Buffer> {
  return readFileField(form.get("image"), missing);
}

const secondMissing = () => new AppError("BAD_REQUEST", "Please upload a second image for the battle", { title: "Missing information" });

/** A battle's form: `image` (A) and `image2` (B), each under the single upload's limit. */
export async function readBattleImages(form: FormData): Promise<[Buffer, Buffer]> {
  return [await readFileField(form.get("image"), missing), await readFileField(form.get("image2"), secondMissing)];
}

// The narrator and caption style are passed on unchecked: requireNarrator (roasts/narrators/narrators.ts) and
// requireCaptionStyle (require-caption-style.ts) judge them for both upload forms.
const dataUrlBody = z.object({ imageBase64: z.string().min(1), narrator: z.unknown().optional(), captionStyle: z.unknown().optional() });
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

const parseJson = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
};

/** The spec's generate-roast body, once admitted: { imageBase64: "data:image/...;base64,…", narrator?, captionStyle? }. */
export async function receiveDataUrlUpload(c: Context<AppEnv>, userId: string): Promise<{ image: Buffer; narrator: unknown; captionStyle: unknown }> {
  const parsed = dataUrlBody.safeParse(parseJson(await receiveBody(c, userId, "base64")));
  if (!parsed.success) throw missing();
  const match = DATA_URL.exec(parsed.data.imageBase64);
  if (!match) throw invalidType();
  const bytes = Buffer.from(match[3], "base64");
  if (bytes.length === 0) throw missing();
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  return { image: bytes, narrator: parsed.data.narrator, captionStyle: parsed.data.captionStyle };
}

const idempotencyKeySchema = z.string().trim().min(8).max(200).optional();

/** The client's Idempotency-Key header (8–200 characters), if it sent one. */
export const readIdempotencyKey = (c: Context): string | undefined => idempotencyKeySchema.parse(c.req.header("idempotency-key"));

/**
 * The roast an earlier submit with this Idempotency-Key made, if any: a retry is answered with it
 * before anything is checked or read, as a retry after the last credit was spent must be.
 */
export const findRepeatedUpload = (c: Context<AppEnv>, userId: string): Promise<RoastRow | null> =>
  findByIdempotencyKey(c.get("ctx"), { userId, idempotencyKey: readIdempotencyKey(c) });
