import { Download, Link2Off, RectangleVertical, Share2, Sparkles } from "lucide-react";
import { useState } from "react";
import type { RoastView } from "../../../../common/roast";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";

export interface RoastActionsProps {
  roast: RoastView;
  onDownloadLandscape(roast: RoastView): void;
  onDownloadPortrait(roast: RoastView): void;
  isConverting: boolean;
  onShare(roast: RoastView): void;
  onUnshare(roast: RoastView): void;
  onReroast(roast: RoastView): void;
  isReroasting: boolean;
}

/** Downloads (landscape, portrait), share (publishing needs the owner's yes), and the free re-roast. */
export function RoastActions({ roast, onDownloadLandscape, onDownloadPortrait, isConverting, onShare, onUnshare, onReroast, isReroasting }: RoastActionsProps) {
  const [askPublish, setAskPublish] = useState(false);
  const share = () => (roast.isPublic ? onShare(roast) : setAskPublish(true));

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button variant="secondary" size="sm" onClick={() => onDownloadLandscape(roast)}>
          <Download className="size-4" aria-hidden="true" />
          Landscape
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDownloadPortrait(roast)} disabled={isConverting} aria-busy={isConverting}>
          {isConverting ? <Spinner className="size-4" /> : <RectangleVertical className="size-4" aria-hidden="true" />}
          {isConverting ? "Converting…" : "Portrait"}
        </Button>
        <Button variant="secondary" size="sm" onClick={share}>
          <Share2 className="size-4" aria-hidden="true" />
          Share
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {roast.canReroast ? (
          <Button variant="ghost" size="sm" onClick={() => onReroast(roast)} disabled={isReroasting}>
            {isReroasting ? <Spinner className="size-4" /> : <Sparkles className="size-4" aria-hidden="true" />}
            Not funny? Re-roast free
          </Button>
        ) : null}
        {roast.isPublic ? (
          <Button variant="ghost" size="sm" onClick={() => onUnshare(roast)}>
            <Link2Off className="size-4" aria-hidden="true" />
            Stop sharing
          </Button>
        ) : null}
      </div>
      <Dialog
        open={askPublish}
        onOpenChange={setAskPublish}
        title="Share this roast?"
        description="Sharing creates a public page with this video. Anyone with the link can watch it until you stop sharing."
        footer={
          <>
            <Button variant="ghost" onClick={() => setAskPublish(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setAskPublish(false);
                onShare(roast);
              }}
            >
              Make Public &amp; Share
            </Button>
          </>
        }
      />
    </div>
  );
}
