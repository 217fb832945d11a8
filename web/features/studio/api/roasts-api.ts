import type { CaptionStyle } from "../../../../common/caption-styles";
import type { Narrator, NarratorOption, ReframeStatus, RoastView } from "../../../../common/roast";
import { apiFetch } from "../../../lib/api-client";

export interface Credits {
  freeRoastsRemaining: number;
  paidCredits: number;
}

export const listRoasts = () => apiFetch<{ roasts: RoastView[] }>("/api/roasts").then((r) => r.roasts);

export const getMe = () => apiFetch<{ credits: Credits }>("/api/me");

export const checkUnlimitedMode = () => apiFetch<{ unlimitedMode: boolean }>("/api/check-unlimited-mode");

export const listNarrators = () => apiFetch<{ narrators: NarratorOption[] }>("/api/narrators").then((r) => r.narrators);

/** Multipart upload; the key makes a double submit create one roast. No narrator or caption style: the server's default. */
export function createRoast(file: File, idempotencyKey: string, narrator?: Narrator, captionStyle?: CaptionStyle) {
  const body = new FormData();
  body.append("image", file);
  if (narrator) body.append("narrator", narrator);
  if (captionStyle) body.append("captionStyle", captionStyle);
  return apiFetch<{ success: true; roast: RoastView }>("/api/roasts", {
    method: "POST",
    body,
    headers: { "idempotency-key": idempotencyKey },
  });
}

/** A Roast Battle: both uploads in one form (A as `image`, B as `image2`), one credit. */
export function createBattle(files: [File, File], idempotencyKey: string, narrator?: Narrator, captionStyle?: CaptionStyle) {
  const body = new FormData();
  body.append("image", files[0]);
  body.append("image2", files[1]);
  if (narrator) body.append("narrator", narrator);
  if (captionStyle) body.append("captionStyle", captionStyle);
  return apiFetch<{ success: true; roast: RoastView }>("/api/roasts/battle", {
    method: "POST",
    body,
    headers: { "idempotency-key": idempotencyKey },
  });
}

export const requestReframe = (roastId: string) => apiFetch<{ success: boolean; predictionId: string }>(`/api/roasts/${roastId}/reframe`, { method: "POST" });

export const getReframeStatus = (predictionId: string) => apiFetch<ReframeStatus>(`/api/reframe/${predictionId}`);

export const mergeRoasts = (roastIds: string[]) => apiFetch<{ success: true; roast: RoastView }>("/api/roasts/merge", { method: "POST", json: { roastIds } });

export const retryRoast = (roastId: string) => apiFetch<{ success: true; roast: RoastView }>(`/api/roasts/${roastId}/retry`, { method: "POST" });

export const reroast = (roastId: string) => apiFetch<{ success: true; roast: RoastView }>(`/api/roasts/${roastId}/reroast`, { method: "POST" });

export const setRoastPublic = (roastId: string, isPublic: boolean) =>
  apiFetch<{ isPublic: boolean; shareUrl: string | null }>(`/api/roasts/${roastId}/share`, { method: "POST", json: { public: isPublic } });
