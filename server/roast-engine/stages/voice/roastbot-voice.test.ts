import { describe, expect, it } from "vitest";
import { buildEspeakArgs, chooseSpeed, correctSpeed } from "./roastbot-voice";

describe("RoastBot voice", () => {
  it("speaks faster for more syllables, within a sane range", () => {
    expect(chooseSpeed(30)).toBe(Math.round((45_000 * 30) / 5700));
    expect(chooseSpeed(34)).toBeGreaterThan(chooseSpeed(28));
    expect(chooseSpeed(10)).toBe(165);
    expect(chooseSpeed(80)).toBe(290);
  });

  it("speeds a second take up in proportion to how long the first ran", () => {
    expect(correctSpeed(200, 7000, 5600)).toBe(250);
    expect(correctSpeed(280, 9000, 5600)).toBe(290);
    expect(correctSpeed(200, 5000, 5600)).toBe(205);
  });

  it("builds espeak arguments with the variant, the rate and the text after --", () => {
    const args = buildEspeakArgs({ text: " -a  trick\ntext ", speed: 190, wavPath: "/v.wav" });
    expect(args).toEqual(["-v", "en-us+roastbot", "-s", "190", "-a", "90", "-x", "-w", "/v.wav", "--", "-a trick text"]);
  });
});
