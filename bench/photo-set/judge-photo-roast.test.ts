import { describe, expect, it } from "vitest";
import { makeTestScript } from "../../server/roast-engine/stages/script/test-support/make-test-script";
import { NO_PHOTO_FACTS } from "../../server/roast-engine/types";
import { PHOTO_TRUTHS } from "./index";
import { isKnownKind, judgePhotoRoast } from "./judge-photo-roast";

const truth = (id: string) => {
  const found = PHOTO_TRUTHS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};
const box = { x: 0, y: 0, w: 10, h: 10 };

describe("judgePhotoRoast against a real photo's ground truth", () => {
  it("catches a selfie, a face and a smile on a dog's close-up", () => {
    const script = makeTestScript("A selfie at arm's length, that smile selling it, a face filling the whole frame.");
    const facts = {
      ...NO_PHOTO_FACTS,
      people: 1,
      faces: [{ box, score: 0.77, expression: "smiling" as const }],
      pose: { ...NO_PHOTO_FACTS.pose, selfie: true },
    };
    const verdict = judgePhotoRoast({ script, facts, truth: truth("dog-close-up") });
    expect(verdict.falseStatements).toEqual(
      expect.arrayContaining(["facts: 1 face(s)", "facts: smiling", "facts: selfie", "roast: selfie", "roast: smile", "roast: a face"]),
    );
    expect(verdict.named).toBe(false);
  });

  it("catches a wrong species and a wrong object, and lets the family word stand", () => {
    const dogAsCat = judgePhotoRoast({ script: makeTestScript("A cat in the shot, tolerating you."), facts: NO_PHOTO_FACTS, truth: truth("dog-woods") });
    expect(dogAsCat.falseStatements).toEqual(["roast: cat"]);
    const target = { kind: "object" as const, text: "truck", box, wordStart: 0, wordEnd: 2 };
    expect(
      judgePhotoRoast({ script: makeTestScript("A truck, parked.", "smug", [target]), facts: NO_PHOTO_FACTS, truth: truth("red-car") }).falseStatements,
    ).toEqual(["roast: truck"]);
    const animal = { ...target, text: "animal" };
    expect(
      judgePhotoRoast({ script: makeTestScript("An animal, front and centre.", "smug", [animal]), facts: NO_PHOTO_FACTS, truth: truth("dog-woods") })
        .falseStatements,
    ).toEqual([]);
  });

  it("counts the subject named by a synonym, and 'not a face in sight' as true of an empty landscape", () => {
    const verdict = judgePhotoRoast({ script: makeTestScript("Not a face in sight, just a canyon."), facts: NO_PHOTO_FACTS, truth: truth("canyon") });
    expect(verdict).toEqual({ named: true, falseStatements: [], generic: false });
  });

  it("knows which photos' subjects the detectors have a label for: people, a dog, a car, cups; not a rabbit, a flower or a canyon", () => {
    const known = PHOTO_TRUTHS.filter(isKnownKind).map((t) => t.id);
    expect(known).toEqual(
      expect.arrayContaining(["three-friends", "dog-woods", "red-car", "pickup-truck", "airport-snow", "rowing-boats", "cups", "bar-toast"]),
    );
    for (const id of ["rabbit", "squirrel", "aquarium", "dahlia", "canyon", "pagoda", "sunset", "taj-mahal"]) expect(known).not.toContain(id);
  });
});
