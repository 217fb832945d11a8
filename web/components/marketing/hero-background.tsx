import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import { whenIdle } from "../../lib/when-idle";

interface HeroBackgroundProps {
  /** A sample roast to loop behind the hero; without one (or if it fails) the gradient shows alone. */
  video: { videoUrl: string; posterUrl: string | null } | null;
}

/**
 * Full-bleed, muted, decorative background for the landing heroes. The looping sample joins once
 * the page has loaded and the main thread is idle, and fades in when it can play: downloading,
 * decoding and compositing a video under the header took bandwidth from the first paint and
 * CPU from hydration on a phone, for a background nobody needs in the first second. A visitor who
 * asked for reduced motion keeps the still gradient.
 */
export function HeroBackground({ video }: HeroBackgroundProps) {
  const [settled, setSettled] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    return whenIdle(() => setSettled(true));
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {/* Glows are radial gradients, not blurred discs, and nothing animates: a blur filter over
          ~600 px and a background repainted every frame cost the first paint (the hero heading,
          the page's largest paint) most of a second on a phone's CPU. */}
      <div className="absolute inset-0 bg-[linear-gradient(120deg,#2a0a06,#0a0708_30%,#3a0d14_55%,#0a0708_75%,#3b1405)]" />
      <div className="absolute -top-64 -left-56 size-[48rem] rounded-full bg-[radial-gradient(closest-side,rgb(255_90_31/0.25),transparent)]" />
      <div className="absolute -right-64 top-1/4 size-[44rem] rounded-full bg-[radial-gradient(closest-side,rgb(255_45_85/0.2),transparent)]" />
      {settled && video && !failed ? (
        <video
          src={video.videoUrl}
          poster={video.posterUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          onPlaying={() => setPlaying(true)}
          onError={() => setFailed(true)}
          preload="auto"
          className={cn("absolute inset-0 size-full object-cover transition-opacity duration-700", playing ? "opacity-35" : "opacity-0")}
        />
      ) : null}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_20%,rgba(10,7,8,0.85)_80%)]" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-ink-950" />
    </div>
  );
}
