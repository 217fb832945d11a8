import type { GalleryItem } from "../../../common/public-site";
import type { AppContext } from "../../context";
import { GALLERY_ENTRIES } from "./gallery-entries";

/** Invented view counts for the showcase cards, one per sample, in showcase order. */
const VIEWS_LABELS = ["2.4M views", "864K views", "1.3M views", "512K views", "3.1M views", "729K views"];

export const galleryKeys = {
  video: (sampleId: string) => `gallery/${sampleId}/portrait.mp4`,
  poster: (sampleId: string) => `gallery/${sampleId}/poster.jpg`,
  /** The poster at a card's size (made from `poster`). */
  card: (sampleId: string) => `gallery/${sampleId}/card.jpg`,
  heroVideo: "gallery/hero/hero.mp4",
  heroPoster: "gallery/hero/hero.jpg",
};

/** Gallery links are public and long-lived; the page is cached for a while. */
const LINK_SEC = 24 * 3600;

/** The six sample roasts of the landing page (one a battle); a sample not rendered yet has null media. */
export async function findGallery(ctx: Pick<AppContext, "storage">): Promise<GalleryItem[]> {
  return Promise.all(
    GALLERY_ENTRIES.map(async ({ id, title, platform }, index) => {
      const [hasVideo, hasCard, hasPoster] = await Promise.all([
        ctx.storage.exists(galleryKeys.video(id)),
        ctx.storage.exists(galleryKeys.card(id)),
        ctx.storage.exists(galleryKeys.poster(id)),
      ]);
      const posterKey = hasCard ? galleryKeys.card(id) : hasPoster ? galleryKeys.poster(id) : null;
      return {
        id,
        title,
        platform,
        viewsLabel: VIEWS_LABELS[index % VIEWS_LABELS.length],
        videoUrl: hasVideo ? await ctx.storage.signedUrl(galleryKeys.video(id), { expiresInSec: LINK_SEC }) : null,
        posterUrl: posterKey ? await ctx.storage.signedUrl(posterKey, { expiresInSec: LINK_SEC }) : null,
      };
    }),
  );
}
