import { type FormEvent, useState } from "react";
import { REPORT_CONFIRMATION, REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReasonKey } from "../../../../common/reports";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Textarea } from "../../../components/ui/input";
import { useReportRoast } from "../api/report-roast";

/**
 * Why this roast should come down (one reason, an optional note), then a thank-you. Mounted
 * only while open, so every report starts empty. Native radios and a labelled text area: Tab and
 * the arrow keys reach everything, and the dialog keeps focus until it closes.
 */
export function ReportRoastDialog({ slug, onClose }: { slug: string; onClose(): void }) {
  const [reason, setReason] = useState<ReportReasonKey | null>(null);
  const [note, setNote] = useState("");
  const report = useReportRoast(slug);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason && !report.isPending) report.mutate({ reason, note: note.trim() || undefined });
  };

  if (report.isSuccess) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Report received"
        description={<span role="status">{REPORT_CONFIRMATION}</span>}
        footer={<Button onClick={onClose}>Done</Button>}
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Report this roast"
      description="Tell us what is wrong. Reports are anonymous to the roast's owner."
    >
      <form onSubmit={submit} className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-zinc-200">Reason</legend>
          {REPORT_REASONS.map((key) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-3 rounded-xl bg-white/5 px-4 py-3 text-sm text-white ring-1 ring-white/10 ring-inset has-checked:ring-flame-500 has-focus-visible:ring-2 has-focus-visible:ring-flame-400"
            >
              <input
                type="radio"
                name="report-reason"
                value={key}
                checked={reason === key}
                onChange={() => setReason(key)}
                className="size-4 accent-flame-500"
              />
              {REPORT_REASON_LABELS[key]}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor="report-note" className="block text-sm font-medium text-zinc-200">
            Note (optional)
          </label>
          <Textarea
            id="report-note"
            value={note}
            maxLength={REPORT_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby="report-note-count"
            className="min-h-24"
          />
          <p id="report-note-count" className="text-right text-xs text-zinc-400">
            {note.length}/{REPORT_NOTE_MAX}
          </p>
        </div>
        {report.error ? (
          <p role="alert" className="text-sm text-red-400">
            {report.error.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!reason || report.isPending}>
            {report.isPending ? "Sending..." : "Send report"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
