import { useQueryClient } from "@tanstack/react-query";
import { Download, FileArchive } from "lucide-react";
import { useState } from "react";
import { formatBillingDate } from "../../../../common/subscription-status-text";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { isApiError } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { requestDataExport, useDataExport } from "../api/account-data-api";

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });

/** Download my data: one click queues a zip of everything we hold; the link is mailed and offered here once it is ready. */
export function DataExportCard() {
  const queryClient = useQueryClient();
  const current = useDataExport();
  const [busy, setBusy] = useState(false);
  const state = current.data ?? null;

  async function request() {
    setBusy(true);
    try {
      const view = await requestDataExport();
      queryClient.setQueryData(queryKeys.dataExport, view);
      notify("Preparing your data", "We'll email you a download link in a few minutes. It also appears here when it's ready.");
    } catch (error) {
      notifyError("Download failed", isApiError(error) && error.status < 500 ? error.message : "Failed to prepare your data. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="data-export-card">
      <h2 className="flex items-center gap-2 text-xl font-bold text-white">
        <FileArchive className="size-5 text-flame-400" aria-hidden="true" />
        Your Data
      </h2>
      <p className="mt-2 text-sm text-zinc-400">
        Download a copy of everything we keep about you: your account, roasts, credits, payments, and the videos and images still stored, in one zip file.
      </p>
      <div className="mt-6" aria-live="polite">
        {state?.status === "ready" && state.url ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-zinc-300">
              Your copy is ready. The link works once{state.expiresAt ? `, until ${formatBillingDate(state.expiresAt)} ${timeOf(state.expiresAt)}` : ""}.
            </p>
            <a
              href={state.url}
              className={buttonClasses()}
              // The download consumes the link: read the state again afterwards.
              onClick={() => window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dataExport }), 3_000)}
            >
              <Download className="size-4" aria-hidden="true" />
              Download Zip
            </a>
          </div>
        ) : state?.status === "building" ? (
          <p className="text-sm text-zinc-300">Preparing your copy (asked at {timeOf(state.requestedAt)}). We'll email you the link when it's ready.</p>
        ) : (
          <Button variant="outline" onClick={request} disabled={busy || current.isPending}>
            <Download className="size-4" aria-hidden="true" />
            {busy ? "Processing..." : "Download My Data"}
          </Button>
        )}
      </div>
    </Card>
  );
}
