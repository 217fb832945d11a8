import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CaptionStyle } from "../../../../common/caption-styles";
import type { Narrator, RoastKind, RoastView } from "../../../../common/roast";
import { isApiError } from "../../../lib/api-client";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";
import { notifyError } from "../../../lib/toast";
import { createBattle, createRoast } from "../api/roasts-api";
import { UPLOADING_STAGE } from "../lib/stage-messages";
import { MISSING_IMAGE_TOAST } from "../lib/studio-rules";

const noCredits = () => {
  notifyError("No credits available", "Please purchase credits to generate roasts.");
};

/**
 * The placeholder shown the moment a roast is requested, while its upload is sent: nothing is
 * known yet of what it shows (no platform, no upload facts), and it waits like a pending roast,
 * so the bar never runs backwards when the stored roast takes its place.
 */
function temporaryRoast(narrator: Narrator, captionStyle: CaptionStyle, kind: RoastKind): RoastView {
  const id = `temp-${Math.floor(Math.random() * 0xffffffff).toString(16)}`;
  return {
    id,
    kind,
    battle: null,
    platform: "unknown",
    upload: null,
    reroastOf: null,
    status: "pending",
    processingStage: UPLOADING_STAGE,
    progress: 0,
    isFreeRoast: false,
    createdAt: new Date().toISOString(),
    script: null,
    errorMessage: null,
    videoUrl: null,
    downloadUrl: null,
    portraitUrl: null,
    portraitStatus: "none",
    posterUrl: null,
    portraitPosterUrl: null,
    durationMs: null,
    etaMs: null,
    stageEtaMs: null,
    isPublic: false,
    shareUrl: null,
    canReroast: false,
    takenDown: false,
    compilationOf: null,
    narrator,
    captionStyle,
  };
}

interface GenerateOptions {
  kind: RoastKind;
  file: File | null;
  /** A battle's second upload (B). */
  secondFile?: File | null;
  /** One key per chosen file: a repeated submit of the same file creates one roast. */
  idempotencyKey: string;
  unlimitedMode: boolean;
  credits: number;
  /** The studio's choice; unset (the list is not loaded), the server's default. */
  narrator?: Narrator;
  /** The studio's choice of caption style. */
  captionStyle: CaptionStyle;
  /** The placeholder is on screen (its id), then the stored roast took its place (its id). */
  onStarted?(placeholderId: string): void;
  onCreated(roastId: string): void;
}

/** Starts a roast: the upload's checks and toasts, the temporary roast, then re-reads the list and the balance. */
export function useGenerateRoast() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [temporary, setTemporary] = useState<RoastView[]>([]);
  // A stored roast keeps its placeholder's key: the card stays in place (in view) as it turns real.
  const [cardKeys, setCardKeys] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  async function generate(options: GenerateOptions) {
    if (busy.current) return;
    // One toast for the missing image, closed once an image is chosen (use-chosen-file.ts).
    if (!options.file) return notifyError("Missing information", "Please upload an image", { id: MISSING_IMAGE_TOAST });
    if (options.kind === "battle" && !options.secondFile) {
      return notifyError("Missing information", "Please upload a second image for the battle", { id: MISSING_IMAGE_TOAST });
    }
    if (!options.unlimitedMode && options.credits <= 0) {
      noCredits();
      return navigate("/pricing");
    }
    busy.current = true;
    setSubmitting(true);
    const placeholder = temporaryRoast(options.narrator ?? "flite", options.captionStyle, options.kind);
    setTemporary((list) => [placeholder, ...list]);
    options.onStarted?.(placeholder.id);
    try {
      const { roast } =
        options.kind === "battle" && options.secondFile
          ? await createBattle([options.file, options.secondFile], options.idempotencyKey, options.narrator, options.captionStyle)
          : await createRoast(options.file, options.idempotencyKey, options.narrator, options.captionStyle);
      // The stored roast replaces its placeholder in one render, under the placeholder's key.
      setCardKeys((keys) => ({ ...keys, [roast.id]: placeholder.id }));
      setTemporary((list) => list.filter((r) => r.id !== placeholder.id));
      queryClient.setQueryData<RoastView[]>(queryKeys.roasts, (roasts) => (roasts && !roasts.some((r) => r.id === roast.id) ? [roast, ...roasts] : roasts));
      options.onCreated(roast.id);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.roasts }), invalidateBalance(queryClient)]);
    } catch (error) {
      if (isApiError(error) && error.status === 402) {
        noCredits();
        void navigate("/pricing");
      } else {
        const message = isApiError(error) ? error.message : "";
        notifyError(isApiError(error) && error.title ? error.title : "Generation failed", message || "Failed to generate roast video. Please try again.");
      }
    } finally {
      setTemporary((list) => list.filter((r) => r.id !== placeholder.id));
      busy.current = false;
      setSubmitting(false);
    }
  }

  return { generate, isSubmitting, temporary, cardKeys };
}
