import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { RoastView } from "../../../../common/roast";
import { isApiError } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { getReframeStatus, requestReframe } from "../api/roasts-api";
import { roastFileName, saveFile } from "../lib/save-file";
import { portraitPollDelay } from "../lib/studio-rules";

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Landscape and portrait downloads; the portrait is reframed first when it is not ready. */
export function useDownloads() {
  const queryClient = useQueryClient();
  const [converting, setConverting] = useState<ReadonlySet<string>>(new Set());
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);
  const mark = (id: string, on: boolean) =>
    setConverting((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function downloadLandscape(roast: RoastView) {
    try {
      if (!roast.downloadUrl) throw new Error("no video yet");
      await saveFile(roast.downloadUrl, roastFileName(roast.id, "landscape"));
      notify("Download started", "Landscape video download started");
    } catch {
      notifyError("Download failed", "Failed to download video");
    }
  }

  async function downloadPortrait(roast: RoastView) {
    if (converting.has(roast.id)) return;
    mark(roast.id, true);
    try {
      const url = roast.portraitStatus === "ready" && roast.portraitUrl ? roast.portraitUrl : await waitForPortrait(roast.id);
      if (!url) return;
      await saveFile(url, roastFileName(roast.id, "portrait"));
      notify("Portrait video ready!", "Portrait video download started");
    } catch (error) {
      if (!unmounted.current.signal.aborted)
        notifyError("Reframing failed", error instanceof Error && error.message ? error.message : "Failed to convert video to portrait format");
    } finally {
      mark(roast.id, false);
    }
  }

  /** The reframe flow: start, then poll after 5 s and every 10 s (portraitPollDelay) until it succeeds or fails. */
  async function waitForPortrait(roastId: string): Promise<string | null> {
    const started = await requestReframe(roastId).catch((error: unknown) => {
      throw new Error(isApiError(error) && error.status < 500 ? error.message : "Failed to start video reframing");
    });
    const signal = unmounted.current.signal;
    for (let attempt = 0; ; attempt++) {
      await sleep(portraitPollDelay(attempt), signal);
      const status = await getReframeStatus(started.predictionId);
      if (status.status === "succeeded" && status.output) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
        return status.output;
      }
      if (status.status === "failed") throw new Error(status.error || "Video reframing failed");
    }
  }

  return { downloadLandscape, downloadPortrait, isConverting: (id: string) => converting.has(id) };
}
