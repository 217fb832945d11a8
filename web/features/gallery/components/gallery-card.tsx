import { Eye, Flame, Play } from "lucide-react";
import { useRef } from "react";
import type { GalleryItem } from "../../../../common/public-site";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";

/**
 * One sample roast: plays on hover or keyboard focus and pauses on leave or blur; a tap toggles
 * it (touch screens have no hover). Without a video it shows the poster or a branded still,
 * never a broken player. `loading`: the live list is being read, so a still may yet get its video;
 * the mark sits where the play button will, so nothing moves.
 */
export function GalleryCard({ item, loading = false }: { item: GalleryItem; loading?: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const play = () => {
    // play() rejects when a pause interrupts it; that is expected on a quick hover.
    video.current?.play().catch(() => undefined);
  };
  const pause = () => video.current?.pause();
  const toggle = () => (video.current?.paused ? play() : pause());

  return (
    <figure className="group relative aspect-[9/14] overflow-hidden rounded-3xl bg-ink-800 ring-1 ring-white/10 transition duration-300 hover:-translate-y-1 hover:ring-flame-500/50 has-focus-visible:ring-2 has-focus-visible:ring-flame-400">
      {item.videoUrl ? (
        <video
          ref={video}
          src={item.videoUrl}
          poster={item.posterUrl ?? undefined}
          muted
          loop
          playsInline
          preload="none"
          className="absolute inset-0 size-full object-cover"
        />
      ) : item.posterUrl ? (
        <img src={item.posterUrl} alt="" className="absolute inset-0 size-full object-cover" />
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-[radial-gradient(circle_at_30%_20%,rgba(255,90,31,0.45),transparent_55%),radial-gradient(circle_at_80%_90%,rgba(255,45,85,0.35),transparent_50%)]">
          <Flame className="size-14 animate-flicker text-flame-300/80" aria-hidden="true" />
        </div>
      )}
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/90 via-black/20 to-transparent" />
      {item.videoUrl ? (
        <button
          type="button"
          aria-label={`Play or pause the sample roast "${item.title}"`}
          onMouseEnter={play}
          onMouseLeave={pause}
          onFocus={play}
          onBlur={pause}
          onClick={toggle}
          className="absolute inset-0 z-10 cursor-pointer focus:outline-none"
        >
          <span className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-black/50 text-white backdrop-blur transition group-hover:opacity-0">
            <Play className="size-4 fill-current" aria-hidden="true" />
          </span>
        </button>
      ) : loading ? (
        <span role="status" className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-black/50 text-white">
          <Spinner className="size-4" label="Loading the sample video" />
        </span>
      ) : null}
      <Badge tone="muted" className="absolute top-3 left-3 capitalize">
        {item.platform}
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
