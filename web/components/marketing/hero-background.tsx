import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { whenIdle } from "../../lib/when-idle";

/** Lasting addresses (server/features/gallery/hero-media.ts): the poster is a blank pixel until the loop is made. */
const HERO_POSTER = "/api/gallery/hero.jpg";
const HERO_CLIP = "/api/gallery/hero.mp4";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Motion is a treat, not content: none for reduced motion, Save-Data, or a connection slower than 4G. */
export function mayLoadHeroClip(): boolean {
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !connection?.effectiveType || connection.effectiveType === "4g";
}

/**
 * Full-bleed, muted, decorative background for the landing heroes. The poster (~10 KB, the loop's
 * first frame, named in the prerendered HTML) is the first screen's largest paint; the loop
 * (~40 KB) joins once the page has loaded and the main thread is idle, in the poster's box so it
 * is never a later, larger paint, and fades in when it plays. Only when the poster is real (the
 * gallery is rendered) and the visitor may have motion. A scrim over both keeps the hero copy
 * legible over any frame. `still`: the gradient alone (the sign-in pages).
 */
export function HeroBackground({ still = false }: { still?: boolean }) {
  const poster = useRef<HTMLImageElement>(null);
  const [clip, setClip] = useState<"off" | "loading" | "playing" | "failed">("off");
  useEffect(() => {
    const image = poster.current;
    if (!image || !mayLoadHeroClip()) return;
    let cancelIdle: () => void = () => undefined;
    // The poster may have loaded before hydration: then its load event is gone.
    const onLoad = () => {
      if (image.naturalWidth > 1) cancelIdle = whenIdle(() => setClip((now) => (now === "off" ? "loading" : now)));
    };
    if (image.complete) onLoad();
    else image.addEventListener("load", onLoad, { once: true });
    return () => {
      image.removeEventListener("load", onLoad);
      cancelIdle();
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {/* Glows are radial gradients, not blurred discs, and nothing animates: a blur filter over
          ~600 px and a background repainted every frame cost the first paint most of a second on a phone's CPU. */}
      <div className="absolute inset-0 bg-[linear-gradient(120deg,#2a0a06,#0a0708_30%,#3a0d14_55%,#0a0708_75%,#3b1405)]" />
      <div className="absolute -top-64 -left-56 size-[48rem] rounded-full bg-[radial-gradient(closest-side,rgb(255_90_31/0.25),transparent)]" />
      <div className="absolute -right-64 top-1/4 size-[44rem] rounded-full bg-[radial-gradient(closest-side,rgb(255_45_85/0.2),transparent)]" />
      {still ? null : (
        <div className="absolute inset-0 opacity-50">
          <img ref={poster} src={HERO_POSTER} alt="" fetchPriority="high" decoding="async" className="absolute inset-0 size-full object-cover" />
          {clip === "loading" || clip === "playing" ? (
            <video
              src={HERO_CLIP}
              autoPlay
              muted
              loop
              playsInline
              preload="auto"
              onPlaying={() => setClip("playing")}
              onError={() => setClip("failed")}
              className={cn("absolute inset-0 size-full object-cover transition-opacity duration-700", clip === "playing" ? "opacity-100" : "opacity-0")}
            />
          ) : null}
        </div>
      )}
      {/* The scrim: darkest where the copy is, so its light text keeps 4.5:1 over the brightest frame. */}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(10_7_8/0.6)_30%,rgb(10_7_8/0.85)_85%)]" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-ink-950" />
    </div>
  );
}
