import { Eye, Flame, Play, Volume2, VolumeX } from "lucide-react";
import { useState } from "react";
import type { GalleryItem } from "../../../../common/public-site";
import { platformLabel } from "../../../../common/roast";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useSamplePlayback } from "./use-sample-playback";

interface GalleryCardProps {
  item: GalleryItem;
  loading?: boolean;
  /** Whether this card is the one the visitor hears (muted by default). */
  soundOn: boolean;
  onSoundChange(on: boolean): void;
}

/**
 * One sample roast: plays muted on hover or keyboard focus and pauses on leave or blur; a click
 * or tap plays it with sound, and its speaker button turns the sound on or off
 * (use-sample-playback.ts). Without media it shows a branded still, never a broken player.
 * `loading`: the live list is being read, so a still may yet get its video; the mark sits where
 * the speaker button will, so nothing moves.
 */
export function GalleryCard({ item, loading = false, soundOn, onSoundChange }: GalleryCardProps) {
  const playback = useSamplePlayback({ soundOn, onSoundChange });
  // Until it first plays, the card shows its poster: a lazy image (no poster attribute, which every
  // browser fetches at once, even far below the first screen), and the video loads nothing.
  const [started, setStarted] = useState(false);

  return (
    <figure
      {...(item.videoUrl ? playback.cardEvents : {})}
      className="group relative aspect-[9/14] overflow-hidden rounded-3xl bg-ink-800 ring-1 ring-white/10 transition duration-300 hover:-translate-y-1 hover:ring-flame-500/50 has-focus-visible:ring-2 has-focus-visible:ring-flame-400"
    >
      {item.videoUrl || item.posterUrl ? (
        <>
          {item.posterUrl ? (
            <img src={item.posterUrl} alt="" loading="lazy" decoding="async" width={360} height={640} className="absolute inset-0 size-full object-cover" />
          ) : null}
          {item.videoUrl ? (
            <video
              ref={playback.video}
              src={item.videoUrl}
              muted
              loop
              playsInline
              preload="none"
              onPlaying={() => setStarted(true)}
              {...playback.videoEvents}
              className={cn("absolute inset-0 size-full object-cover", started ? "opacity-100" : "opacity-0")}
            />
          ) : null}
        </>
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-[radial-gradient(circle_at_30%_20%,rgba(255,90,31,0.45),transparent_55%),radial-gradient(circle_at_80%_90%,rgba(255,45,85,0.35),transparent_50%)]">
          <Flame className="size-14 animate-flicker text-flame-300/80" aria-hidden="true" />
        </div>
      )}
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/90 via-black/20 to-transparent" />
      {item.videoUrl ? (
        <>
          <button
            type="button"
            aria-label={`Play or pause the sample roast "${item.title}"`}
            onClick={playback.onCardClick}
            className="absolute inset-0 z-10 cursor-pointer focus:outline-none"
          >
            <span
              className={cn(
                "absolute top-1/2 left-1/2 grid size-14 -translate-1/2 place-items-center rounded-full bg-black/50 text-white backdrop-blur transition",
                playback.playing && "opacity-0",
              )}
            >
              <Play className="size-6 fill-current" aria-hidden="true" />
            </span>
          </button>
          {/* Above the card's own button; the wider ::before is the thumb's target on a phone. */}
          <button
            type="button"
            aria-pressed={soundOn}
            aria-label={`Sound of the sample roast "${item.title}"`}
            onClick={playback.onSoundClick}
            className="absolute top-3 right-3 z-20 grid size-9 cursor-pointer place-items-center rounded-full bg-black/50 text-white backdrop-blur transition before:absolute before:-inset-1.5 hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400"
          >
            {soundOn ? <Volume2 className="size-4" aria-hidden="true" /> : <VolumeX className="size-4" aria-hidden="true" />}
          </button>
        </>
      ) : loading ? (
        <span role="status" className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-black/50 text-white">
          <Spinner className="size-4" label="Loading the sample video" />
        </span>
      ) : null}
      <Badge tone="muted" className="absolute top-3 left-3">
        {platformLabel(item.platform)}
      </Badge>
      <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 p-4">
        <p className="font-display text-lg leading-tight font-bold text-white">{item.title}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-zinc-300">
          <Eye className="size-4" aria-hidden="true" />
          {item.viewsLabel}
        </p>
      </figcaption>
    </figure>
  );
}
