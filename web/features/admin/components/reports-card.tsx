import { useState } from "react";
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportedRoast, type ReportReasonKey } from "../../../../common/reports";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { type ReportAction, useReportedRoasts, useReviewReport } from "../api/admin-api";

/** The review queue: each reported roast with its media, owner and reports, and what to do with it. */
export function ReportsCard() {
  const { data, error } = useReportedRoasts();
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-semibold">Reports</h2>
      {error ? <p role="alert">Failed to load: {error.message}</p> : null}
      {data && data.roasts.length === 0 ? <p className="text-white/70">No reported roasts.</p> : null}
      <ul className="space-y-4">
        {data?.roasts.map((roast) => (
          <ReportedRoastItem key={roast.roastId} roast={roast} />
        ))}
      </ul>
    </Card>
  );
}

/** The reason most reporters gave: what the owner is told unless the admin picks another. */
function commonestReason(roast: ReportedRoast): ReportReasonKey {
  const counts = new Map<ReportReasonKey, number>();
  for (const report of roast.reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "other";
}

function ReportedRoastItem({ roast }: { roast: ReportedRoast }) {
  const review = useReviewReport();
  const [reason, setReason] = useState<ReportReasonKey>(() => commonestReason(roast));
  const [confirmBan, setConfirmBan] = useState(false);
  const act = (action: ReportAction) => review.mutate({ roastId: roast.roastId, action, reason });
  const reasonId = `takedown-reason-${roast.roastId}`;
  return (
    <li className="grid gap-4 rounded-2xl bg-white/5 p-4 text-sm sm:grid-cols-[12rem_1fr]">
      {roast.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: a roast's captions are burned into the video
        <video src={roast.videoUrl} poster={roast.posterUrl ?? undefined} controls preload="none" className="aspect-video w-full rounded-xl bg-black" />
      ) : roast.posterUrl ? (
        <img src={roast.posterUrl} alt="The reported roast's poster" className="aspect-video w-full rounded-xl object-cover" />
      ) : (
        <div className="grid aspect-video place-items-center rounded-xl bg-black/40 text-white/60">No media</div>
      )}
      <div className="space-y-3">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{roast.roastId.slice(0, 8)}</span> · {roast.ownerEmail} · {roast.platform}
          {roast.state === "hidden" ? <Badge tone="flame">Hidden until reviewed</Badge> : null}
          {roast.ownerBanned ? <Badge tone="muted">Owner banned</Badge> : null}
        </p>
        {roast.script ? <p className="text-white/70 italic">“{roast.script}”</p> : null}
        <ul className="space-y-1" aria-label="Reports">
          {roast.reports.map((report) => (
            <li key={report.id}>
              <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span> ·{" "}
              <time dateTime={report.createdAt}>{new Date(report.createdAt).toLocaleString()}</time>
              {report.note ? <span className="block text-white/70">{report.note}</span> : null}
            </li>
          ))}
        </ul>
        {review.error ? <p role="alert">Refused: {review.error.message}</p> : null}
        <div className="flex flex-wrap items-end gap-2">
          <Button size="sm" variant="secondary" disabled={review.isPending} onClick={() => act("keep")}>
            Keep
          </Button>
          <label htmlFor={reasonId} className="flex flex-col gap-1 text-xs text-white/70">
            Reason told to the owner
            <select
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReasonKey)}
              className="h-9 rounded-xl bg-white/10 px-2 text-sm text-white"
            >
              {REPORT_REASONS.map((key) => (
                <option key={key} value={key}>
                  {REPORT_REASON_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => act("take-down")}>
            Take down
          </Button>
          {confirmBan ? (
            <Button size="sm" variant="danger" disabled={review.isPending} onClick={() => act("ban")}>
              Confirm: ban {roast.ownerEmail}
            </Button>
          ) : (
            <Button size="sm" variant="danger" disabled={review.isPending || roast.ownerBanned} onClick={() => setConfirmBan(true)}>
              Ban user
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
