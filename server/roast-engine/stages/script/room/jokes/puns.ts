import { defineJokes } from "../joke-types";
import { PUNS } from "../puns";
import { SELF_ROLES } from "./shapes-match";

/**
 * The person's words, then a punchline in the language of the field those words put them in
 * (puns/pun-types.ts): "'I drive the last night bus out of Leeds'. This route terminates at
 * heartbreak." Written for the words, so a field's line outranks a catch-all around them.
 */
export const PUN_JOKES = PUNS.flatMap((pun) =>
  defineJokes("jpun", [
    {
      id: pun.id.slice("jpun.".length),
      match: { on: "quote", words: pun.words, roles: [...SELF_ROLES] },
      needs: pun.needs,
      broad: false,
      // Tagged with the field's next two punchlines: a short quote and one figure fall short of the voice.
      jokes: pun.lines.map((line, i) => [`{q}. ${line.text}`, ...[1, 2].map((k) => pun.lines[(i + k) % pun.lines.length].text).filter((t) => t !== line.text)]),
    },
  ]).map((trope) => ({ ...trope, jokes: trope.jokes.map((joke, i) => ({ ...joke, id: pun.lines[i].id })) })),
);
