import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { CaptionStyle } from "../../../../common/caption-styles";
import { DEFAULT_INTENSITY, type Intensity } from "../../../../common/intensity";
import type { Narrator, NarratorPace, RoastView } from "../../../../common/roast";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";
import { createDrafts, type DraftSet, renderDraft, rewriteDrafts } from "../api/drafts-api";
import { type DraftProblem, describeDraftProblem } from "../lib/direct-rules";

/**
 * "Direct it" (issue 44, docs/decisions/0031-director-drafts.md): three drafts of the chosen
 * upload, one chosen, its words perhaps edited, how hard it goes, its pace, then "Render". Edits
 * are kept by the draft's place (first, second, third), so a rewrite at another intensity
 * replaces the words of the drafts the person left alone and keeps theirs. "Render" sends once:
 * a second press while it is on its way does nothing (the server also answers a repeat with the
 * same roast, spending once).
 */
export function useDirectIt(options: { onRendered(roastId: string): void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [set, setSet] = useState<DraftSet | null>(null);
  const [loading, setLoading] = useState(false);
  const [rewriting, setRewriting] = useState(false);
  const [rendering, setRendering] = useState(false);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  // The call to make again from the problem's "Try again".
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const [chosen, setChosen] = useState(0);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [refusal, setRefusal] = useState<DraftProblem | null>(null);
  const [intensity, setIntensity] = useState<Intensity>(DEFAULT_INTENSITY);
  const [pace, setPace] = useState<NarratorPace>("normal");
  const busy = useRef(false);
  // A reply to a request made before "Back" (or a newer request) is dropped.
  const generation = useRef(0);

  const fail = (error: unknown, again: () => void) => {
    setProblem(describeDraftProblem(error));
    setRetry(() => again);
  };

  async function start(file: File, narrator?: Narrator) {
    const mine = ++generation.current;
    setOpen(true);
    setSet(null);
    setProblem(null);
    setRefusal(null);
    setChosen(0);
    setEdits({});
    setLoading(true);
    try {
      const drafts = await createDrafts(file, { narrator, intensity });
      if (mine === generation.current) setSet(drafts);
    } catch (error) {
      if (mine === generation.current) fail(error, () => void start(file, narrator));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }

  async function changeIntensity(level: Intensity) {
    if (!set || level === intensity || rewriting) return;
    const before = intensity;
    const mine = generation.current;
    setIntensity(level);
    setProblem(null);
    setRewriting(true);
    try {
      const rewritten = await rewriteDrafts(set.id, level);
      if (mine !== generation.current) return;
      // An edit put back to the draft's own words is no edit: that draft takes the rewrite too.
      setEdits((all) => Object.fromEntries(Object.entries(all).filter(([index, words]) => words !== set.drafts[Number(index)]?.text)));
      setSet(rewritten);
    } catch (error) {
      if (mine !== generation.current) return;
      setIntensity(before);
      fail(error, () => void changeIntensity(level));
    } finally {
      if (mine === generation.current) setRewriting(false);
    }
  }

  const draft = set?.drafts[chosen] ?? null;
  const text = draft ? (edits[chosen] ?? draft.text) : "";

  async function render(choice: { narrator?: Narrator; captionStyle: CaptionStyle }) {
    if (!set || !draft || busy.current) return;
    busy.current = true;
    setRendering(true);
    setProblem(null);
    setRefusal(null);
    try {
      const roast = await renderDraft(set.id, { draftId: draft.id, text, pace, intensity, ...choice });
      queryClient.setQueryData<RoastView[]>(queryKeys.roasts, (roasts) => (roasts && !roasts.some((r) => r.id === roast.id) ? [roast, ...roasts] : roasts));
      close();
      options.onRendered(roast.id);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.roasts }), invalidateBalance(queryClient)]);
    } catch (error) {
      const found = describeDraftProblem(error);
      if (found.kind === "refused") setRefusal(found);
      else fail(error, () => void render(choice));
    } finally {
      busy.current = false;
      setRendering(false);
    }
  }

  function close() {
    generation.current++;
    setOpen(false);
    setSet(null);
    setLoading(false);
    setRewriting(false);
    setProblem(null);
    setRefusal(null);
    setRetry(null);
  }

  return {
    open,
    set,
    loading,
    rewriting,
    rendering,
    problem,
    retry,
    refusal,
    chosen,
    edited: (index: number) => edits[index] !== undefined && edits[index] !== set?.drafts[index]?.text,
    text,
    intensity,
    pace,
    start,
    close,
    render,
    changeIntensity,
    setPace,
    choose: (index: number) => {
      setChosen(index);
      setRefusal(null);
    },
    edit: (value: string) => {
      setEdits((all) => ({ ...all, [chosen]: value }));
      setRefusal(null);
    },
  };
}

export type DirectIt = ReturnType<typeof useDirectIt>;
