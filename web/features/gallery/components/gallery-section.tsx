import { SectionHeading } from "../../../components/marketing/section-heading";
import { Skeleton } from "../../../components/ui/skeleton";
import { useGallery } from "../api/get-gallery";
import { GalleryCard } from "./gallery-card";

const PLACEHOLDER_KEYS = ["a", "b", "c", "d", "e", "f"];

interface GallerySectionProps {
  title?: string;
  subtitle?: string;
}

/** Six sample roasts. Hidden entirely if the samples cannot be loaded: no empty frames. */
export function GallerySection({
  title = "Roast Yourself, Roast Your Friends",
  subtitle = "Hover (or tab) over a roast to play it. Every one started as a single screenshot.",
}: GallerySectionProps) {
  const gallery = useGallery();
  if (gallery.isError) return null;

  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="gallery-heading" eyebrow="Sample roasts" title={title}>
        {subtitle}
      </SectionHeading>
      <div className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6">
        {gallery.isPending
          ? PLACEHOLDER_KEYS.map((key) => <Skeleton key={key} className="aspect-[9/14] rounded-3xl" />)
          : gallery.data.slice(0, 6).map((item) => <GalleryCard key={item.id} item={item} />)}
      </div>
    </section>
  );
}
