import { describe, expect, it } from "vitest";
import { soundsLikeAName } from "./name-sounds";

describe("soundsLikeAName", () => {
  it("takes names from many languages, and initials", () => {
    for (const name of [
      "Sönke",
      "Bhavana",
      "Dmitri",
      "Kwame",
      "Llewella",
      "McKenzie",
      "Mwangi",
      "Nkem",
      "Srinivas",
      "Zbigniew",
      "Eithne",
      "K.",
      "Xoán",
      "Chidozie",
      "Thibaut",
    ])
      expect(soundsLikeAName(name), name).toBe(true);
  });

  it("leaves out what OCR makes of a name: no vowel, or an opening no name has", () => {
    for (const read of ["Sdnke", "Xk", "Kk", "Tbomas", "Rnaria"]) expect(soundsLikeAName(read), read).toBe(false);
  });
});
