import { z } from "zod";
import { defineJob } from "../../lib/queue";

/** Renders the showcase samples that are missing from storage (at start-up, in the background). */
export const renderGalleryJob = defineJob({
  name: "render-gallery",
  schema: z.object({}),
  options: { retryLimit: 1, retryDelaySec: 60, expireInSeconds: 1800 },
});
