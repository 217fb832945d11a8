import { AlertTriangle, Play, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { notifyError } from "../../../lib/toast";
import { diagnoseVideoError } from "../lib/video-error";

type PlayerState = "loading" | "ready" | "playing" | "paused" | "error";

interface VideoPlayerProps {
  /** The latest signed link; the player keeps the one it started with until Retry. */
  src: string;
  poster?: string | null;
  label: string;
  /** The box's shape, reserved before the video loads: 16:9, or 9:16 for the portrait video. */
  orientation?: "landscape" | "portrait";
  className?: string;
}

/** A roast's player: loading, ready, playing or paused, and an error panel ('Video Error', lib/video-error.ts) with Retry. */
export function VideoPlayer({ src, poster, label, orientation = "landscape", className }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  // A re-fetched list brings a freshly signed link; swapping it would restart playback.
  const [current, setCurrent] = useState(src);
  const [state, setState] = useState<PlayerState>("loading");
  const [error, setError] = useState<string | null>(null);

  async function onError() {
    const code = video.current?.error?.code;
    setState("error");
    const message = await diagnoseVideoError(current, code);
    setError(message);
    notifyError("Video Error", message);
  }

  function play() {
    video.current?.play().catch((reason: unknown) => {
      if (reason instanceof DOMException && reason.name === "AbortError") return;
      notifyError("Playback Error", "Unable to play video");
    });
  }

  function retry() {
    setError(null);
    setState("loading");
    setCurrent(src);
    video.current?.load();
  }

  return (
    <div
      className={cn("relative overflow-hidden rounded-2xl bg-black ring-1 ring-white/10", orientation === "portrait" && "mx-auto w-full max-w-80", className)}
      data-player-state={state}
      data-orientation={orientation}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: every roast has word-timed captions burned into the picture */}
      <video
        ref={video}
        key={current}
        src={current}
        poster={poster ?? undefined}
        controls={state !== "error"}
        playsInline
        preload="metadata"
        aria-label={label}
        // A portrait without a poster of its own (older roasts, battles) shows the landscape one, cropped at its sides: never empty.
        className={cn("w-full", orientation === "portrait" ? "aspect-[9/16] object-cover" : "aspect-video")}
        onLoadedMetadata={() => setState((s) => (s === "loading" ? "ready" : s))}
        onCanPlay={() => setState((s) => (s === "loading" ? "ready" : s))}
        onPlay={() => setState("playing")}
        onPause={() => setState("paused")}
        onError={() => void onError()}
      />
      {state === "loading" ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center bg-black/40">
          <Spinner className="size-8 text-white" label="Loading video" />
        </div>
      ) : null}
      {state === "ready" ? (
        <button
          type="button"
          onClick={play}
          aria-label={`Play ${label}`}
          className="absolute inset-0 grid place-items-center bg-black/20 transition hover:bg-black/10"
        >
          <span className="grid size-16 place-items-center rounded-full bg-flame-gradient shadow-xl shadow-flame-600/40">
            <Play className="size-7 translate-x-0.5 fill-white text-white" aria-hidden="true" />
          </span>
        </button>
      ) : null}
      {state === "error" ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-900/95 p-4 text-center">
          <AlertTriangle className="size-8 text-amber-300" aria-hidden="true" />
          <p className="font-semibold text-white">Video Error</p>
          <p className="max-w-xs text-sm break-words text-zinc-400">{error ?? "Checking the video…"}</p>
          <Button size="sm" variant="secondary" onClick={retry}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
