import { useState } from "react";
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
 * Six sample roasts, muted until the visitor asks for sound, and then one heard at a time. How to
 * play them is said for the device: hover and click with a mouse, tap on a touch screen (CSS, so
 * the prerendered page already says the right one). Skeletons while nothing has arrived; the
 * prerendered samples (no media yet) show a loading mark each while the live list is read.
 * Hidden only when nothing could be loaded.
 */
export function GallerySection({ title = "Roast Yourself, Roast Your Friends", subtitle = "Every one started as a single screenshot." }: GallerySectionProps) {
  const gallery = useQueryView(useGallery());
  const [soundId, setSoundId] = useState<string | null>(null);
  if (gallery.kind === "error") return null;
  const busy = gallery.kind === "loading" || gallery.refreshing;

  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="gallery-heading" eyebrow="Sample roasts" title={title}>
        <span className="pointer-coarse:hidden">Hover or tab to a roast to play it, and click it to hear it.</span>
        <span className="hidden pointer-coarse:inline">Tap a roast to play it with sound.</span> {subtitle}
      </SectionHeading>
      <div aria-busy={busy} className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6">
        {gallery.kind === "loading"
          ? PLACEHOLDER_KEYS.map((key) => <Skeleton key={key} className="aspect-[9/14] rounded-3xl" />)
          : gallery.data
              .slice(0, 6)
              .map((item) => (
                <GalleryCard
                  key={item.id}
                  item={item}
                  loading={gallery.refreshing}
                  soundOn={soundId === item.id}
                  onSoundChange={(on) => setSoundId((current) => (on ? item.id : current === item.id ? null : current))}
                />
              ))}
      </div>
    </section>
  );
}
