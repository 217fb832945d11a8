import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { RoastEvent, RoastView } from "../../../../common/roast";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";

/**
 * Live roast updates over Server-Sent Events. Each event patches the roast's progress in the
 * cache at once, then the list is re-read for the rest (links, script, ETA). Returns whether the
 * stream is open, so the 5 s polling can take over when it is not.
 */
export function useRoastEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/roasts/events");
    let refetch: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("ready", () => {
      setLive(true);
      // Changes made while the stream was down were not sent: catch up on every (re)connect.
      void queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
    });
    source.addEventListener("error", () => setLive(source.readyState === EventSource.OPEN));
    source.addEventListener("roast", (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as RoastEvent;
      queryClient.setQueryData<RoastView[]>(queryKeys.roasts, (roasts) =>
        roasts?.map((r) =>
          r.id === event.roastId
            ? {
                ...r,
                status: event.status,
                processingStage: event.processingStage,
                progress: event.progress,
                portraitStatus: event.portraitStatus,
                // Analysis has read the upload: the badge and lines say what it is at once.
                upload: event.upload ?? r.upload,
              }
            : r,
        ),
      );
      // Several stage changes in a burst become one re-fetch.
      clearTimeout(refetch);
      refetch = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
        if (event.status === "failed") void invalidateBalance(queryClient);
      }, 300);
    });
    return () => {
      clearTimeout(refetch);
      source.close();
      setLive(false);
    };
  }, [queryClient]);

  return live;
}
