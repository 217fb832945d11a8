import { afterAll, describe, expect, it } from "vitest";
import { closeModelThread, getModelThread } from "./model-thread";

const grey = (width: number, height: number) => new Uint8Array(width * height * 3).fill(128);

describe("the engine's model thread", () => {
  afterAll(() => closeModelThread());

  it("holds the photo models and the moderation classifier side by side, each answering its own inputs", async () => {
    const thread = getModelThread();
    expect(getModelThread()).toBe(thread);
    const [facts, scores] = await Promise.all([
      thread.run("photo", { data: grey(320, 240), width: 320, height: 240 }, 20_000),
      thread.run("moderation", { data: grey(224, 224) }, 20_000),
    ]);
    expect(facts).toMatchObject({ faces: [], objects: [] });
    expect(Object.keys(scores as object).sort()).toEqual(["Drawing", "Hentai", "Neutral", "Porn", "Sexy"]);
  });

  it("fails one bad input alone: the next request of either model is answered", async () => {
    const thread = getModelThread();
    await expect(thread.run("photo", { data: new Uint8Array(10), width: 100, height: 100 }, 20_000)).rejects.toThrow();
    await expect(thread.run("moderation", { data: grey(224, 224) }, 20_000)).resolves.toHaveProperty("Neutral");
    await expect(thread.run("photo", { data: grey(64, 64), width: 64, height: 64 }, 20_000)).resolves.toHaveProperty("faces");
  });

  it("is started again by the next call once closed", async () => {
    const first = getModelThread();
    await closeModelThread();
    const second = getModelThread();
    expect(second).not.toBe(first);
    await expect(second.run("moderation", { data: grey(224, 224) }, 20_000)).resolves.toHaveProperty("Neutral");
  });
});
