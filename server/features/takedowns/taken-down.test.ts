import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { roastIdOfMediaKey } from "./taken-down";

describe("roastIdOfMediaKey", () => {
  it("names the roast of every file in a roast's folder, whatever the case of its id", () => {
    const id = randomUUID();
    for (const name of ["landscape.mp4", "portrait.mp4", "poster.jpg", "portrait-poster.jpg", "source.jpg", "source-b.jpg", "work/voice.wav"]) {
      expect(roastIdOfMediaKey(`roasts/${id}/${name}`)).toBe(id);
    }
    expect(roastIdOfMediaKey(`roasts/${id.toUpperCase()}/landscape.mp4`)).toBe(id);
  });

  it("names none for files outside a roast's folder", () => {
    const id = randomUUID();
    for (const key of [`gallery/${id}/video.mp4`, `exports/${id}/data.zip`, `roasts/${id}`, `roasts/not-a-uuid/landscape.mp4`, `x/roasts/${id}/a.mp4`]) {
      expect(roastIdOfMediaKey(key)).toBeNull();
    }
  });
});
