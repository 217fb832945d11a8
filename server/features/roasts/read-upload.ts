import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "../../../common/roast";
import { AppError } from "../../lib/errors";

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "Please upload an image under 10 MB", { title: "File too large" });
const invalidType = () => new AppError("UNSUPPORTED_MEDIA", "Please upload a JPG or PNG image", { title: "Invalid file type" });
const missing = () => new AppError("BAD_REQUEST", "Please upload an image", { title: "Missing information" });

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

export const uploadBodyLimit = (encoding: keyof typeof UPLOAD_BODY_BYTES) =>
  bodyLimit({
    maxSize: UPLOAD_BODY_BYTES[encoding],
    onError: () => {
      throw tooLarge();
    },
  });

async function readFileField(file: unknown, ifMissing: () => AppError): Promise<Buffer> {
  if (!(file instanceof File) || file.size === 0) throw ifMissing();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

const parseForm = (c: Context) =>
  c.req.parseBody().catch(() => {
    throw missing();
  });

/** The multipart form's `image` field. */
export async function readMultipartImage(c: Context): Promise<Buffer> {
  return readFileField((await parseForm(c)).image, missing);
}

const secondMissing = () => new AppError("BAD_REQUEST", "Please upload a second image for the battle", { title: "Missing information" });

/** A battle's form: `image` (A) and `image2` (B), each under the single upload's limit. */
export async function readBattleImages(c: Context): Promise<[Buffer, Buffer]> {
  const body = await parseForm(c);
  return [await readFileField(body.image, missing), await readFileField(body.image2, secondMissing)];
}

// The narrator is passed on unchecked: requireNarrator (narrators.ts) judges it for both upload forms.
const dataUrlBody = z.object({ imageBase64: z.string().min(1), narrator: z.unknown().optional() });
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

/** The spec's generate-roast body: { imageBase64: "data:image/...;base64,…", narrator? }. */
export async function readDataUrlUpload(c: Context): Promise<{ image: Buffer; narrator: unknown }> {
  const parsed = dataUrlBody.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw missing();
  const match = DATA_URL.exec(parsed.data.imageBase64);
  if (!match) throw invalidType();
  const bytes = Buffer.from(match[3], "base64");
  if (bytes.length === 0) throw missing();
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  return { image: bytes, narrator: parsed.data.narrator };
}

const idempotencyKeySchema = z.string().trim().min(8).max(200).optional();

/** The client's Idempotency-Key header (8–200 characters), if it sent one. */
export const readIdempotencyKey = (c: Context): string | undefined => idempotencyKeySchema.parse(c.req.header("idempotency-key"));
