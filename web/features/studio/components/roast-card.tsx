import { AlertCircle, Ban, CheckCircle2, Swords } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { platformLabel, type RoastView, type UploadFacts, uploadLabel } from "../../../../common/roast";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { NARROW_SCREEN, useMediaQuery } from "../hooks/use-media-query";
import { BattleVerdict } from "./battle-verdict";
import { RoastActions, type RoastActionsProps } from "./roast-actions";
import { RoastProgress } from "./roast-progress";
import { VideoPlayer } from "./video-player";

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

interface RoastCardProps extends Omit<RoastActionsProps, "roast"> {
  roast: RoastView;
  onRetry(roast: RoastView): void;
  /** Its retry has been asked for and not yet answered. */
  isRetrying?: boolean;
  /** Brought into view when it appears (the roast just started): its progress is the page's answer to the click. */
  reveal?: boolean;
  /** A re-roast's original's upload facts: the same picture, known before the re-roast reads it again. */
  originalUpload?: UploadFacts | null;
}

/**
 * One roast in 'Your Roasts': progress while running, then the player and its actions. On a
 * phone held upright the player shows the portrait video (once it is ready), elsewhere the
 * landscape one; the choice is made while rendering, so the box never changes shape after paint.
 */
const videoLabel = (roast: RoastView) =>
  roast.kind === "battle" ? "Roast Battle video" : `${roast.upload ? uploadLabel(roast.upload) : platformLabel(roast.platform)} roast video`;

export function RoastCard({ roast, onRetry, isRetrying = false, reveal = false, originalUpload = null, ...actions }: RoastCardProps) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const portraitUrl = narrow && roast.portraitStatus === "ready" ? roast.portraitUrl : null;
  const card = useRef<HTMLDivElement>(null);
  // Before the browser paints: the click's answer is on screen in the same frame.
  // Checked again when the stored roast takes the placeholder's place: the upload card above has
  // just emptied, and at the top of the page no scroll anchoring holds the card where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: roast.id marks that moment
  useLayoutEffect(() => {
    if (reveal) bringIntoView(card.current);
  }, [reveal, roast.id]);
  return (
    <Card ref={card} className="flex scroll-my-24 flex-col gap-4 p-4 sm:p-6" data-testid="roast-card" data-roast-id={roast.id} data-roast-status={roast.status}>
      <div className="flex flex-wrap items-center gap-2">
        <UploadBadge roast={roast} originalUpload={originalUpload} />
        {roast.reroastOf ? <Badge tone="neutral">Re-roast</Badge> : null}
        {roast.isFreeRoast ? <Badge tone="muted">Free roast</Badge> : null}
        {roast.isPublic ? <Badge tone="success">Public</Badge> : null}
        <span className="ml-auto text-xs text-zinc-500">{timeFormat.format(new Date(roast.createdAt))}</span>
      </div>

      {roast.status === "pending" || roast.status === "processing" ? <RoastProgress roast={roast} /> : null}

      {roast.status === "failed" ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-red-500/10 p-4 ring-1 ring-red-500/30" role="status">
          <p className="flex items-center gap-2 font-semibold text-red-100">
            <AlertCircle className="size-5" aria-hidden="true" />
            Generation failed. Please try again.
          </p>
          {roast.errorMessage ? <p className="text-sm text-red-200/80">{roast.errorMessage}</p> : null}
          <Button size="sm" variant="secondary" className="self-start" onClick={() => onRetry(roast)} disabled={isRetrying} aria-busy={isRetrying}>
            {isRetrying ? <Spinner className="size-4" /> : null}
            {isRetrying ? "Retrying…" : "Retry"}
          </Button>
        </div>
      ) : null}

      {roast.status === "completed" && roast.takenDown ? (
        <div className="flex flex-col gap-1 rounded-2xl bg-zinc-500/10 p-4 ring-1 ring-zinc-500/30" role="status" data-roast-taken-down>
          <p className="flex items-center gap-2 font-semibold text-zinc-100">
            <Ban className="size-5" aria-hidden="true" />
            Taken down after a report
          </p>
          <p className="text-sm text-zinc-400">This roast can no longer be played, downloaded, shared or re-roasted.</p>
        </div>
      ) : null}

      {roast.status === "completed" && !roast.takenDown ? (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Your roast is ready to serve!
          </p>
          {portraitUrl ? (
            <VideoPlayer
              key="portrait"
              src={portraitUrl}
              poster={roast.portraitPosterUrl ?? roast.posterUrl}
              orientation="portrait"
              label={videoLabel(roast)}
            />
          ) : narrow && roast.portraitStatus === "pending" ? (
            <PortraitComing poster={roast.posterUrl} />
          ) : roast.videoUrl ? (
            <VideoPlayer key="landscape" src={roast.videoUrl} poster={roast.posterUrl} label={videoLabel(roast)} />
          ) : null}
          {roast.battle ? <BattleVerdict battle={roast.battle} /> : null}
          {roast.script ? <blockquote className="text-sm text-zinc-300 italic">“{roast.script}”</blockquote> : null}
          <RoastActions roast={roast} {...actions} />
        </>
      ) : null}
    </Card>
  );
}

/** Below the sticky header (72 px at most), with room. */
const HEADER_CLEARANCE_PX = 80;
/** Room under the card for what it gains while it runs (its time left, a longer line). */
const GROWTH_PX = 48;
/** Of a card taller than the screen, enough to see its badge, stage, bar and line. */
const SEEN_PX = 200;

/** Scrolls the card into view unless it is on screen already (at once: a smooth scroll takes longer than the click's answer may). */
function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  const fits = box.height + GROWTH_PX <= window.innerHeight - HEADER_CLEARANCE_PX;
  const bottom = box.top + (fits ? box.height + GROWTH_PX : SEEN_PX);
  if (box.top >= HEADER_CLEARANCE_PX && bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: fits ? "center" : "start", behavior: "instant" });
}

/**
 * What the roast is of: a battle, a compilation, or what analysis read the upload as. A running
 * roast whose upload has not been read yet says so rather than guess (a re-roast is of its
 * original's picture); a finished one without facts (made before they were kept) names its platform.
 */
function UploadBadge({ roast, originalUpload }: { roast: RoastView; originalUpload: UploadFacts | null }) {
  if (roast.kind === "battle") {
    return (
      <Badge tone="flame">
        <Swords className="size-3.5" aria-hidden="true" />
        Roast Battle
      </Badge>
    );
  }
  if (roast.platform === "compilation") return <Badge tone="neutral">{platformLabel(roast.platform)}</Badge>;
  const upload = roast.upload ?? originalUpload;
  if (upload) {
    return (
      <Badge tone="flame" data-testid="upload-badge">
        {uploadLabel(upload)}
      </Badge>
    );
  }
  if (roast.status === "completed") {
    return (
      <Badge tone="flame" data-testid="upload-badge">
        {platformLabel(roast.platform)}
      </Badge>
    );
  }
  if (roast.status === "failed") return null;
  return (
    <Badge tone="muted" data-testid="upload-badge" data-upload-pending>
      Reading your upload…
    </Badge>
  );
}

/**
 * On a phone, the roast completes with its first (landscape) video while the portrait finishes a
 * moment later: the portrait's box holds the poster until then, so the player never changes shape.
 */
function PortraitComing({ poster }: { poster: string | null }) {
  return (
    <div
      className="relative mx-auto w-full max-w-80 overflow-hidden rounded-2xl bg-black ring-1 ring-white/10"
      data-player-state="portrait-pending"
      data-orientation="portrait"
    >
      {poster ? <img src={poster} alt="" className="aspect-[9/16] w-full object-cover opacity-60" /> : <div className="aspect-[9/16] w-full" />}
      <div className="absolute inset-0 grid place-items-center" role="status">
        <span className="flex flex-col items-center gap-2 text-sm font-medium text-white">
          <Spinner className="size-8 text-white" />
          Finishing the portrait video…
        </span>
      </div>
    </div>
  );
}
