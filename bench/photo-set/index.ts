import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const range = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });

/**
 * One real photograph of the set and what is really in it, written by looking at it. A fact the
 * truth does not list (an animal, an object, a face) is not in the picture; `null` for smiling or
 * selfie means either answer is fair.
 */
const photoTruthSchema = z.object({
  id: z.string(),
  file: z.string(),
  source: z.object({ package: z.string(), version: z.string(), path: z.string(), licence: z.string(), edit: z.string().optional() }),
  subject: z.string(),
  /** Words that name the main subject (or, for people, what they are doing or wearing). */
  synonyms: z.array(z.string()).min(1),
  people: range,
  /** Faces turned to the camera. */
  faces: range,
  smiling: z.boolean().nullable(),
  selfie: z.boolean().nullable(),
  species: z.array(z.string()),
  /** Things in the picture, by their COCO label where COCO has one. */
  objects: z.array(z.string()),
  clothing: z.array(z.string()),
  setting: z.string(),
  backTurned: z.boolean(),
});
export type PhotoTruth = z.infer<typeof photoTruthSchema>;

/** The real-photo set (photos.json names each photo's package, path and licence). */
export const PHOTO_TRUTHS: PhotoTruth[] = z
  .object({ photos: z.array(photoTruthSchema) })
  .parse(JSON.parse(readFileSync(path.join(HERE, "photos.json"), "utf8"))).photos;

export const readPhotoImage = (truth: Pick<PhotoTruth, "file">) => readFile(path.join(HERE, truth.file));
