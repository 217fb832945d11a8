import { describe, expect, it } from "vitest";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { type Analysis, NO_PHOTO_FACTS, type ScreenLine } from "../../../types";
import { verifyModelQuotes } from "./verify-model-quotes";

const line = (text: string, y: number, extra: Partial<ScreenLine> = {}): ScreenLine => ({
  text,
  box: { x: 40, y, w: 600, h: 30 },
  role: "bio",
  owner: "self",
  confidence: 0.9,
  ...extra,
});
const screen = (lines: ScreenLine[], extra: Partial<Analysis> = {}): Analysis => ({
  ...makeTestAnalysis({ kind: "post" }),
  lines,
  quotes: lines.filter((l) => l.owner === "self").map((l) => ({ text: l.text, role: l.role, box: l.box })),
  ...extra,
});
const refusal = (result: ReturnType<typeof verifyModelQuotes>) => ("refusal" in result ? result.refusal : undefined);

const post = screen(
  [
    line("@dani.k", 60, { role: "handle" }),
    line("Finally learned to make pasta from scratch!!", 100, { role: "caption" }),
    line("is that why the smoke alarm went off", 300, { role: "comment", owner: "other", author: "@sam" }),
    line("Follow", 20, { role: "button", owner: "ui" }),
  ],
  { platform: "instagram", platformConfidence: 0.9 },
);

describe("verifyModelQuotes", () => {
  it("accepts the owner's words and another person's words named as theirs, each boxed where it reads", () => {
    const beats = [
      "“Finally learned to make pasta from scratch!!”",
      "And Sam’s reply: “is that why the smoke alarm went off.”",
      "Even the kitchen asked for a second opinion.",
    ];
    const result = verifyModelQuotes(
      beats,
      [
        { fragment: "Finally learned to make pasta from scratch!!", kind: "quote", whose: "owner" },
        { fragment: "is that why the smoke alarm went off", kind: "quote", whose: "other" },
      ],
      post,
    );
    expect(refusal(result)).toBeUndefined();
    if ("refusal" in result) return;
    expect(result.targets.map((t) => [t.text, t.box.y])).toEqual([
      ["Finally learned to make pasta from scratch!!", 100],
      ["is that why the smoke alarm went off", 300],
    ]);
  });

  it("refuses a reply said to be the owner's when the reader read its author", () => {
    const result = verifyModelQuotes(
      ["You wrote 'is that why the smoke alarm went off' yourself.", "Iconic."],
      [{ fragment: "is that why the smoke alarm went off", kind: "quote", whose: "owner" }],
      post,
    );
    expect(refusal(result)).toMatchObject({ code: "misattributed", fragment: "is that why the smoke alarm went off" });
  });

  it("leaves whose words they are to the model on an app the reader does not recognise", () => {
    const elsewhere = { ...post, platform: "generic" as const, platformConfidence: 0.5 };
    const result = verifyModelQuotes(
      ["You wrote 'is that why the smoke alarm went off' yourself.", "Iconic."],
      [{ fragment: "is that why the smoke alarm went off", kind: "quote", whose: "owner" }],
      elsewhere,
    );
    expect(refusal(result)).toBeUndefined();
  });

  it("believes the model over a reader's unsure guess that the owner's bio is someone else's", () => {
    const profile = screen([line("Self-made", 100, { owner: "other" }), line("Founder of three startups", 140)]);
    const result = verifyModelQuotes(
      ["'Self-made' and three startups.", "Made by whom, exactly?"],
      [{ fragment: "Self-made", kind: "quote", whose: "owner" }],
      profile,
    );
    expect(refusal(result)).toBeUndefined();
  });

  it("refuses words in quotation marks that are not on the screen, listed or not", () => {
    const unlisted = verifyModelQuotes(["“Finally learned to make pasta from scratch!!”", "Next up: ‘Michelin star by Friday.’"], [], post);
    expect(refusal(unlisted)).toMatchObject({ code: "invented_quote", fragment: "Michelin star by Friday." });
    const listed = verifyModelQuotes(
      ["Learned to make pasta, from scratch.", "Bold."],
      [{ fragment: "learned pasta from scratch at last", kind: "quote", whose: "owner" }],
      post,
    );
    expect(refusal(listed)).toMatchObject({ code: "invented_quote" });
  });

  it("checks each side of an ellipsis on its own", () => {
    const ok = verifyModelQuotes(
      ["“Finally learned … from scratch!!”", "The smoke alarm disagrees."],
      [{ fragment: "Finally learned … from scratch", whose: "owner" }],
      post,
    );
    expect(refusal(ok)).toBeUndefined();
    const glued = verifyModelQuotes(["“Finally learned … to bake bread”", "Sure."], [], post);
    expect(refusal(glued)).toMatchObject({ code: "invented_quote", fragment: "to bake bread" });
  });

  it("lets the model's photo claims stand, boxed by the detector when it saw the same thing", () => {
    const photo: Analysis = {
      ...makeTestAnalysis({ kind: "photo" }),
      photo: { ...NO_PHOTO_FACTS, objects: [{ label: "dog", box: { x: 10, y: 20, w: 300, h: 200 }, score: 0.8 }] },
    };
    const result = verifyModelQuotes(
      ["A Pekingese with its tongue out,", "and the dog still has better posture than you."],
      [
        { fragment: "a Pekingese", kind: "object" },
        { fragment: "tongue out", kind: "face" },
        { fragment: "the dog", kind: "object" },
      ],
      photo,
    );
    expect(refusal(result)).toBeUndefined();
    if ("refusal" in result) return;
    expect(result.targets.map((t) => [t.kind, t.text, t.box.w])).toEqual([
      ["photo", "a Pekingese", 1080],
      ["photo", "tongue out", 1080],
      ["object", "the dog", 300],
    ]);
  });

  it("takes words the model says it sees in a photo as what the photo shows, and refuses them unclaimed", () => {
    const photo: Analysis = { ...makeTestAnalysis({ kind: "photo" }), visual: { ...makeTestAnalysis().visual, isScreenshot: false } };
    const beats = ["Posing under the ‘WELCOME TO FABULOUS’ sign,", "as if the sign were talking about you."];
    expect(refusal(verifyModelQuotes(beats, [{ fragment: "a WELCOME TO FABULOUS sign", kind: "object" }], photo))).toBeUndefined();
    expect(refusal(verifyModelQuotes(beats, [], photo))).toMatchObject({ code: "invented_quote" });
  });

  it("refuses a roast that quotes nothing of a screen full of the person's words", () => {
    expect(refusal(verifyModelQuotes(["Some people just post things.", "Wild."], [], post))).toMatchObject({ code: "no_quote" });
  });
});
