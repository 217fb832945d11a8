import type { Mood, Script, ScriptTarget } from "../../../types";

/** A script for tests of the later stages: the given words, the last one emphasised, and what they point at. */
export function makeTestScript(text: string, mood: Mood = "smug", targets: ScriptTarget[] = []): Script {
  return {
    text,
    words: text.split(" ").map((word, i, all) => ({ text: word, emphasis: i === all.length - 1 || undefined })),
    beats: [],
    mood,
    source: "offline",
    quoted: [],
    targets,
    lineIds: [],
  };
}
