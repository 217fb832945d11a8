import type { CaptionStyle } from "../../../../common/caption-styles";
import type { Intensity } from "../../../../common/intensity";
import type { Narrator, NarratorPace, RoastView } from "../../../../common/roast";
import { apiFetch } from "../../../lib/api-client";

/** One of the three roasts of an upload: its words, its beats and what it quotes of the upload. */
export interface Draft {
  id: string;
  text: string;
  beats: string[];
  quoted: string[];
  about: string;
}

/** What POST /api/drafts and its rewrite answer (server/features/roasts/direct/draft-set-view.ts). */
export interface DraftSet {
  id: string;
  expiresAt: string;
  narrator: Narrator | null;
  roastId: string | null;
  paces: NarratorPace[];
  wordBudget: { min: number; max: number };
  intensity?: Intensity;
  drafts: Draft[];
}

/** What "Render" sends: the chosen draft, its words as edited, and how it is to be made. */
export interface RenderChoice {
  draftId: string;
  text: string;
  pace: NarratorPace;
  narrator?: Narrator;
  intensity: Intensity;
  captionStyle: CaptionStyle;
}

type DraftsAnswer = { success: true; draftSet: DraftSet };

/** Three roasts of an upload, read once; nothing is spent. */
export function createDrafts(file: File, options: { narrator?: Narrator; intensity: Intensity }) {
  const body = new FormData();
  body.append("image", file);
  if (options.narrator) body.append("narrator", options.narrator);
  body.append("intensity", options.intensity);
  return apiFetch<DraftsAnswer>("/api/drafts", { method: "POST", body }).then((r) => r.draftSet);
}

/** The same set's drafts written again at another intensity, from the kept reading. */
export const rewriteDrafts = (setId: string, intensity: Intensity) =>
  apiFetch<DraftsAnswer>(`/api/drafts/${setId}/rewrite`, { method: "POST", json: { intensity } }).then((r) => r.draftSet);

/** Renders the chosen draft: one credit, once per set (a repeat answers with the same roast). */
export const renderDraft = (setId: string, choice: RenderChoice) =>
  apiFetch<{ success: true; roast: RoastView }>(`/api/drafts/${setId}/render`, { method: "POST", json: choice }).then((r) => r.roast);
