import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Narrator, RoastKind, RoastView } from "../../../../common/roast";
import { isApiError } from "../../../lib/api-client";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";
import { notifyError } from "../../../lib/toast";
import { createBattle, createRoast } from "../api/roasts-api";

const noCredits = () => {
  notifyError("No credits available", "Please purchase credits to generate roasts.");
};

/** The placeholder shown the moment a roast is requested: an instagram roast, processing, analyzing at 25%. */
function temporaryRoast(narrator: Narrator, kind: RoastKind): RoastView {
  const id = `temp-${Math.floor(Math.random() * 0xffffffff).toString(16)}`;
  return {
    id,
    kind,
    battle: null,
    platform: "instagram",
    status: "processing",
    processingStage: "analyzing",
    progress: 25,
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
    isPublic: false,
    shareUrl: null,
    canReroast: false,
    takenDown: false,
    compilationOf: null,
    narrator,
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
  onCreated(): void;
}

/** Starts a roast: the upload's checks and toasts, the temporary roast, then re-reads the list and the balance. */
export function useGenerateRoast() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [temporary, setTemporary] = useState<RoastView[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  async function generate(options: GenerateOptions) {
    if (busy.current) return;
    if (!options.file) return notifyError("Missing information", "Please upload an image");
    if (options.kind === "battle" && !options.secondFile) return notifyError("Missing information", "Please upload a second image for the battle");
    if (!options.unlimitedMode && options.credits <= 0) {
      noCredits();
      return navigate("/pricing");
    }
    busy.current = true;
    setSubmitting(true);
    const placeholder = temporaryRoast(options.narrator ?? "flite", options.kind);
    setTemporary((list) => [placeholder, ...list]);
    try {
      if (options.kind === "battle" && options.secondFile) await createBattle([options.file, options.secondFile], options.idempotencyKey, options.narrator);
      else await createRoast(options.file, options.idempotencyKey, options.narrator);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.roasts }), invalidateBalance(queryClient)]);
      options.onCreated();
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

  return { generate, isSubmitting, temporary };
}
