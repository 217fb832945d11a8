import { describe, expect, it } from "vitest";
import { type Analysis, NO_PHOTO_FACTS } from "../../types";
import type { Detail } from "./details/detail";
import { findDetails } from "./details/find-details";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { filterRoastDetails, isSafeRoastDetail, isSafeRoastText } from "./safe-roast";
import { writeOfflineScript } from "./write-offline-script";

const box = { x: 100, y: 200, w: 300, h: 400 };
const photo = (overrides: Partial<Analysis["photo"]>, rest: Omit<Partial<Analysis>, "lines"> = {}): Analysis =>
  makeTestAnalysis({
    kind: "photo",
    visual: { isScreenshot: false, brightness: 0.5, colorNames: ["white"] } as never,
    photo: { ...NO_PHOTO_FACTS, ...overrides },
    ...rest,
  });
// A beach mirror selfie with everything the room likes to say about a body: an outfit, a pose, a smile.
const beach = photo(
  {
    people: 1,
    pose: { mirrorSelfie: true, selfie: false, phoneInHand: true },
    outfit: ["black jacket", "sunglasses"],
    faces: [{ box, score: 0.9, expression: "smiling" }],
    objects: [{ label: "surfboard", box, score: 0.9 }],
  },
  { hashtags: ["#beachday"], bioPhrases: ["Chasing sunsets"] },
);
const PERSON = /mirror|selfie|jacket|sunglasses|smil|phone in hand|outfit|wear/i;

describe("a safe roast says nothing of a body, a face or clothes", () => {
  it("keeps the words, the things and the counts, and drops the outfit, the pose and the face", () => {
    const all = findDetails(beach);
    expect(all.map((d) => d.kind)).toEqual(expect.arrayContaining(["outfit", "pose", "face", "object"]));
    const safe = filterRoastDetails(all, true);
    expect(safe.map((d) => d.kind)).not.toEqual(expect.arrayContaining(["outfit"]));
    expect(safe.some((d) => d.kind === "outfit" || d.kind === "pose" || d.kind === "face")).toBe(false);
    expect(safe.map((d) => d.text)).toEqual(expect.arrayContaining(["surfboard", "Chasing sunsets"]));
    // Not safe: every detail stays.
    expect(filterRoastDetails(all, false)).toEqual(all);
  });

  it("drops a scene detail aimed at a person and any detail whose words are about a body or clothes", () => {
    const detail = (over: Partial<Detail>): Detail => ({ kind: "quote", text: "", say: "", ctx: "", box, target: "quote", weight: 1, quoted: [], ...over });
    expect(isSafeRoastDetail(detail({ kind: "scene", text: "close-up", say: "that close-up", target: "face" }))).toBe(false);
    expect(isSafeRoastDetail(detail({ text: "Outfit of the day", say: "'Outfit of the day'" }))).toBe(false);
    expect(isSafeRoastDetail(detail({ text: "Gym rat, abs in progress", say: "'Gym rat, abs in progress'" }))).toBe(false);
    expect(isSafeRoastDetail(detail({ text: "Coffee addict", say: "'Coffee addict'" }))).toBe(true);
    expect(isSafeRoastDetail(detail({ kind: "scene", text: "sunset", say: "that sunset", target: "photo" }))).toBe(true);
  });

  it("tells a line about a body or clothes from one that is not", () => {
    expect(isSafeRoastText("The mirror has seen this pose four hundred times.")).toBe(false);
    expect(isSafeRoastText("That black jacket is doing all the work.")).toBe(false);
    expect(isSafeRoastText("Nice abs, shame about the caption.")).toBe(false);
    expect(isSafeRoastText("'Chasing sunsets', and the sunset is winning.")).toBe(true);
  });

  it("writes a roast of the same photo, seed after seed, without one word about the person's looks", () => {
    let aboutThePerson = 0;
    for (let i = 0; i < 40; i++) {
      const usual = writeOfflineScript(beach, `beach-${i}`);
      if (PERSON.test(usual.text)) aboutThePerson++;
      const safe = writeOfflineScript(beach, `beach-${i}`, { safe: true });
      expect(safe.text).not.toMatch(PERSON);
      expect(isSafeRoastText(safe.text)).toBe(true);
      expect(safe.targets.some((t) => t.kind === "outfit" || t.kind === "face")).toBe(false);
      expect(safe.lineIds.some((id) => /^(?:outfit|pose)\./.test(id))).toBe(false);
    }
    // The usual roast does speak of them, so the safe one's silence is the filter's doing.
    expect(aboutThePerson).toBeGreaterThan(5);
  });

  it("still roasts a borderline upload with nothing else to say: the generic lines, safely", () => {
    const bare = photo({ people: 1, outfit: ["bikini"], faces: [{ box, score: 0.9, expression: "neutral" }] });
    for (let i = 0; i < 10; i++) {
      const script = writeOfflineScript(bare, `bare-${i}`, { safe: true });
      expect(script.text.length).toBeGreaterThan(20);
      expect(isSafeRoastText(script.text)).toBe(true);
    }
  });
});
