import { isApiError } from "../../../lib/api-client";

/** The words of a script as the editor counts them: runs of non-space holding a letter or a digit (a lone dash is no word). */
export const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The editor's live count against the draft set's budget. The server counts words as spoken
 * (a number is said as words: server/roast-engine/stages/script/edit-script.ts) and has the last
 * word; this count is what a person can see and fix while typing.
 */
export function wordCountNote(text: string, budget: { min: number; max: number }): { label: string; fits: boolean } {
  const count = countWords(text);
  const label = `${count} of ${budget.max} words`;
  if (count > budget.max) return { label: `${label}: cut ${count - budget.max}`, fits: false };
  if (count < budget.min) return { label: `${label}: at least ${budget.min}`, fits: false };
  return { label, fits: true };
}

/** A piece of a draft's words (from `start`), and whether it is what the draft quotes of the upload. */
export interface TextPiece {
  start: number;
  text: string;
  quoted: boolean;
}

/**
 * A draft's words in pieces, its quotes of the upload marked: each quote's first place in the
 * text (case aside), earliest first, none overlapping another.
 */
export function markQuoted(text: string, quoted: readonly string[]): TextPiece[] {
  const lower = text.toLowerCase();
  const spans = quoted
    .filter((q) => q.trim().length > 0)
    .map((q) => ({ start: lower.indexOf(q.toLowerCase()), end: lower.indexOf(q.toLowerCase()) + q.length }))
    .filter((s) => s.start >= 0)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) pieces.push({ start: at, text: text.slice(at, span.start), quoted: false });
    pieces.push({ start: span.start, text: text.slice(span.start, span.end), quoted: true });
    at = span.end;
  }
  if (at < text.length) pieces.push({ start: at, text: text.slice(at), quoted: false });
  return pieces;
}

/** What went wrong with a draft request, and the way on the studio offers for it. */
export type DraftProblem =
  | { kind: "expired" | "rate-limited" | "no-credits" | "busy" | "network" | "other"; title: string; message: string }
  | { kind: "refused"; title: string; message: string };

/**
 * Sorts a failed draft call: an expired set (upload again), too many drafts (the one-click roast
 * still works), no credit (the spec's copy, then pricing), a busy server or a lost connection
 * (try again), an edit the server refused (said under the editor), anything else.
 */
export function describeDraftProblem(error: unknown): DraftProblem {
  if (!isApiError(error)) {
    return { kind: "network", title: "Connection problem", message: "We couldn't reach RoastReel. Check your connection and try again." };
  }
  const message = error.message;
  if (error.status === 402) return { kind: "no-credits", title: "No credits available", message: "Please purchase credits to generate roasts." };
  if (error.status === 429) return { kind: "rate-limited", title: error.title ?? "Too many drafts", message };
  if (error.status === 503) return { kind: "busy", title: error.title ?? "Busy", message };
  if (error.status === 404 && /expired|no longer kept/i.test(message)) return { kind: "expired", title: error.title ?? "Drafts expired", message };
  if (error.status === 400 && error.title === "Script not accepted") return { kind: "refused", title: error.title, message };
  return { kind: "other", title: error.title ?? "Something went wrong", message: message || "Please try again." };
}
