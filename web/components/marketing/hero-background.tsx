import { useState } from "react";

interface HeroBackgroundProps {
  /** A sample roast to loop behind the hero; without one (or if it fails) the animated gradient shows alone. */
  video: { videoUrl: string; posterUrl: string | null } | null;
}

/** Full-bleed, muted, decorative background for the landing heroes. */
export function HeroBackground({ video }: HeroBackgroundProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {/* Glows are radial gradients, not blurred discs, and nothing animates: a blur filter over
          ~600 px and a background repainted every frame cost the first paint (the hero heading,
          the page's largest paint) most of a second on a phone's CPU. */}
      <div className="absolute inset-0 bg-[linear-gradient(120deg,#2a0a06,#0a0708_30%,#3a0d14_55%,#0a0708_75%,#3b1405)]" />
      <div className="absolute -top-64 -left-56 size-[48rem] rounded-full bg-[radial-gradient(closest-side,rgb(255_90_31/0.25),transparent)]" />
      <div className="absolute -right-64 top-1/4 size-[44rem] rounded-full bg-[radial-gradient(closest-side,rgb(255_45_85/0.2),transparent)]" />
      {video && !failed ? (
        <video
          src={video.videoUrl}
          poster={video.posterUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          onError={() => setFailed(true)}
          preload="metadata"
          className="absolute inset-0 size-full object-cover opacity-35"
        />
      ) : null}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_20%,rgba(10,7,8,0.85)_80%)]" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-ink-950" />
    </div>
  );
}
