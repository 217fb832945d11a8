import type { AppContext } from "../../context";
import { galleryKeys } from "./find-gallery";

/** A 1x1 transparent GIF: the hero poster's stand-in until the loop is made (an image that fails would be a console error). */
const BLANK_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

export interface HeroMedia {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/** Made once, never changed: cached for an hour. The stand-in is revalidated, so the real poster shows once it exists. */
const KEPT = "public, max-age=3600";

/**
 * The hero poster at its lasting address (the prerendered pages name it before any gallery is
 * rendered): the loop's first frame once it is made, a blank pixel before. The page loads the
 * loop only when the poster is more than a pixel wide.
 */
export async function readHeroPoster(ctx: Pick<AppContext, "storage">): Promise<HeroMedia> {
  if (!(await ctx.storage.exists(galleryKeys.heroPoster))) return { body: BLANK_GIF, contentType: "image/gif", cacheControl: "no-cache" };
  return { body: await ctx.storage.get(galleryKeys.heroPoster), contentType: "image/jpeg", cacheControl: KEPT };
}

/**
 * The hero loop (~40 KB), whole: without byte ranges a player asks for it once and keeps it, where
 * a ranged answer invites a first request that is cancelled and a second one. Null until made.
 */
export async function readHeroClip(ctx: Pick<AppContext, "storage">): Promise<HeroMedia | null> {
  if (!(await ctx.storage.exists(galleryKeys.heroVideo))) return null;
  return { body: await ctx.storage.get(galleryKeys.heroVideo), contentType: "video/mp4", cacheControl: KEPT };
}
