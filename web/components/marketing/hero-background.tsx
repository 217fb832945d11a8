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
      <div className="absolute inset-0 animate-gradient-drift bg-[linear-gradient(120deg,#2a0a06,#0a0708_30%,#3a0d14_55%,#0a0708_75%,#3b1405)] bg-[length:220%_220%]" />
      <div className="absolute -top-40 -left-32 size-[36rem] rounded-full bg-flame-500/25 blur-3xl" />
      <div className="absolute -right-40 top-1/3 size-[32rem] rounded-full bg-ember-500/20 blur-3xl" />
      {video && !failed ? (
        <video
          src={video.videoUrl}
          poster={video.posterUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover opacity-35 blur-[2px]"
        />
      ) : null}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_20%,rgba(10,7,8,0.85)_80%)]" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-ink-950" />
    </div>
  );
}
