import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { notify, notifyError } from "../../../lib/toast";
import { describeShareOutcome, readShareOutcome } from "../lib/pending-share";
import { takePendingShare } from "../lib/pending-share-store";

/**
 * An image shared to the app (the share sheet, web/sw.ts) is offered once the studio opens, by
 * `offer` (the consent dialog): right after the share, or after the sign-in or sign-up it waited
 * through. `?shared=` says what became of a share that brought none.
 */
export function useSharedImage(offer: (file: File) => void) {
  const [params, setParams] = useSearchParams();
  const outcome = readShareOutcome(params.get("shared"));
  const latest = useRef(offer);
  latest.current = offer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the studio
  useEffect(() => {
    if (params.has("shared")) {
      setParams(
        (next) => {
          next.delete("shared");
          return next;
        },
        { replace: true },
      );
    }
    const message = outcome ? describeShareOutcome(outcome) : null;
    if (message) (message.isError ? notifyError : notify)(message.title, message.description);
    if (typeof caches === "undefined") return;
    // Not cancelled on unmount: the image is taken out of the cache once, and React keeps the
    // state a development double mount hands it.
    void takePendingShare(caches, Date.now())
      .then((file) => file && latest.current(file))
      .catch((error: unknown) => console.warn("shared image unreadable", error));
  }, []);
}
