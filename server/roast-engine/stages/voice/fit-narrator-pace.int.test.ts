import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planTimeline } from "../plan/plan-timeline";
import { makeTestScript } from "../script/test-support/make-test-script";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import type { Narrator } from "../../types";
import { createVoiceTrack } from "./create-voice-track";
import { fitNarratorPace, mostSyllables } from "./fit-narrator-pace";
import { MAX_VOICE_MS } from "./roastbot-voice";
import { countWordsSyllables } from "./word-weights";

/** The longest roasts each narrator's check lets through: what the voice must then fit in the clip. */
const LONGEST: Record<"flite" | "roastbot", string> = {
  flite:
    "“Sourdough evangelist and part-time plant murderer.” So the bread gets worshipped and the basil gets a funeral: one of your children gets the attention, and it's the yeast.",
  roastbot:
    "Three job titles separated by pipes, a founder of a company with no employees, a visionary with no vision statement, and a keynote with zero invitations.",
};

const tools = createMediaTools();
let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr-fit-"));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("a script the pace check lets through is said within the clip", () => {
  it.each(["flite", "roastbot"] as const)("by %s, at the top of its range", async (narrator) => {
    const script = makeTestScript(LONGEST[narrator]);
    const syllables = countWordsSyllables(script.words);
    expect(fitNarratorPace(narrator)(script.text)).toBeUndefined();
    expect(syllables).toBeGreaterThan(mostSyllables(narrator) - 6);
    const dir = await mkdtemp(join(workDir, narrator));
    const voice = await createVoiceTrack({ script, workDir: dir, tools, narrator: narrator as Narrator });
    // Flite at its median pace keeps it; a take slower than that would be said by RoastBot, never cut.
    expect(voice.style).toBe(narrator);
    expect(voice.durationMs).toBeLessThanOrEqual(MAX_VOICE_MS);
    // The clip is planned around it: 6–8 s, the voice's words inside it.
    const timeline = planTimeline(voice);
    expect(timeline.totalMs).toBeGreaterThanOrEqual(6000);
    expect(timeline.totalMs).toBeLessThanOrEqual(8000);
  });
});
