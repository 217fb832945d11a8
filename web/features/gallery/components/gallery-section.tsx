import { SectionHeading } from "../../../components/marketing/section-heading";
import { Skeleton } from "../../../components/ui/skeleton";
import { useQueryView } from "../../../lib/use-query-view";
import { useGallery } from "../api/get-gallery";
import { GalleryCard } from "./gallery-card";

const PLACEHOLDER_KEYS = ["a", "b", "c", "d", "e", "f"];

interface GallerySectionProps {
  title?: string;
  subtitle?: string;
}

/**
 * Six sample roasts. Skeletons while nothing has arrived; the prerendered samples (no media yet)
 * show a loading mark each while the live list is read. Hidden only when nothing could be loaded.
 */
export function GallerySection({
  title = "Roast Yourself, Roast Your Friends",
  subtitle = "Hover (or tab) over a roast to play it. Every one started as a single screenshot.",
}: GallerySectionProps) {
  const gallery = useQueryView(useGallery());
  if (gallery.kind === "error") return null;
  const busy = gallery.kind === "loading" || gallery.refreshing;

  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="gallery-heading" eyebrow="Sample roasts" title={title}>
        {subtitle}
      </SectionHeading>
      <div aria-busy={busy} className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6">
        {gallery.kind === "loading"
          ? PLACEHOLDER_KEYS.map((key) => <Skeleton key={key} className="aspect-[9/14] rounded-3xl" />)
          : gallery.data.slice(0, 6).map((item) => <GalleryCard key={item.id} item={item} loading={gallery.refreshing} />)}
      </div>
    </section>
  );
}
