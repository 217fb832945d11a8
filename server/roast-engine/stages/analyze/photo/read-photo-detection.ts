import { z } from "zod";

const box = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/**
 * The photo model's answer, narrowed to what a roast may use. Unknown keys are stripped: even if
 * a model said something about age, gender, race or a face's identity, it would not get past here.
 */
const detectionSchema = z.object({
  faces: z.array(
    z.object({
      box,
      score: z.number(),
      emotion: z.array(z.object({ emotion: z.string(), score: z.number() })).default([]),
    }),
  ),
  bodies: z.array(
    z.object({
      box,
      score: z.number(),
      keypoints: z.array(z.object({ part: z.string(), x: z.number(), y: z.number(), score: z.number() })),
    }),
  ),
  hands: z.array(z.object({ box, score: z.number() })),
  objects: z.array(z.object({ label: z.string(), box, score: z.number() })),
});

/** Boxes are [x, y, width, height] in pixels of the image the model saw. */
export type PhotoDetection = z.infer<typeof detectionSchema>;
export type DetectedBody = PhotoDetection["bodies"][number];

/** Checks and narrows the worker's reply; throws on a shape it does not know. */
export function readPhotoDetection(raw: unknown): PhotoDetection {
  return detectionSchema.parse(raw);
}
