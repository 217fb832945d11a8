import { describe, expect, it } from "vitest";
import type { ImageModerator } from "../../../roast-engine/stages/moderate";
import { MODERATION_DOWN_MESSAGE, watchModerator } from "./moderation-readiness";

/** A moderator whose model loads (or not) as the test says; each read of `ready` is one load attempt. */
function fakeModerator(loads: () => boolean) {
  let attempts = 0;
  const moderator: ImageModerator = {
    get ready() {
      attempts++;
      return loads() ? Promise.resolve() : Promise.reject(new Error("the moderation model did not load: no such file"));
    },
    moderate: async () => {
      if (!loads()) throw new Error("the moderation model failed: the moderation model did not load");
      return { decision: "allow" };
    },
  };
  return { moderator, attempts: () => attempts };
}

function recordingLog() {
  const lines: Array<{ level: "error" | "info"; details: object; message: string }> = [];
  return {
    lines,
    error: (details: object, message: string) => lines.push({ level: "error", details, message }),
    info: (details: object, message: string) => lines.push({ level: "info", details, message }),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const image = Buffer.from("jpeg");

describe("watching the moderation model", () => {
  it("reports a model that loads at start-up as ok, and logs nothing", async () => {
    const log = recordingLog();
    const watched = watchModerator(fakeModerator(() => true).moderator, { enabled: true, preload: true, logger: log });
    expect(watched.state()).toBe("loading");
    await tick();
    expect(watched.state()).toBe("ok");
    expect(log.lines).toEqual([]);
  });

  it("reports a model that cannot load as down, logs one error that says what to do, and tries again until it loads", async () => {
    let available = false;
    const fake = fakeModerator(() => available);
    const log = recordingLog();
    const watched = watchModerator(fake.moderator, { enabled: true, preload: true, logger: log, retryMs: 20 });
    await tick();
    expect(watched.state()).toBe("down");
    expect(log.lines).toEqual([{ level: "error", details: { err: expect.any(Error) }, message: MODERATION_DOWN_MESSAGE }]);
    expect(MODERATION_DOWN_MESSAGE).toMatch(/every upload is refused \(503\).*npm ci.*restart/);
    // An upload still fails (and is refused), and the state says so without a second error line.
    await expect(watched.moderate(image)).rejects.toThrow(/did not load/);
    await wait(50);
    expect(watched.state()).toBe("down");
    expect(log.lines.filter((line) => line.level === "error")).toHaveLength(1);
    expect(fake.attempts()).toBeGreaterThan(2);
    available = true;
    await wait(50);
    expect(watched.state()).toBe("ok");
    expect(log.lines.at(-1)).toMatchObject({ level: "info", message: expect.stringContaining("available again") });
    watched.close();
  });

  it("learns from uploads when it does not preload: standby, ok once one is judged, down once the model is gone", async () => {
    let available = true;
    const log = recordingLog();
    const watched = watchModerator(fakeModerator(() => available).moderator, { enabled: true, preload: false, logger: log, retryMs: 60_000 });
    expect(watched.state()).toBe("standby");
    expect(await watched.moderate(image)).toEqual({ decision: "allow" });
    expect(watched.state()).toBe("ok");
    available = false;
    await expect(watched.moderate(image)).rejects.toThrow();
    expect(watched.state()).toBe("down");
    expect(log.lines.map((line) => line.level)).toEqual(["error"]);
    watched.close();
  });

  it("stays ok when an upload fails for another reason than the model", async () => {
    const moderator: ImageModerator = { ready: Promise.resolve(), moderate: async () => Promise.reject(new Error("unreadable image")) };
    const watched = watchModerator(moderator, { enabled: true, preload: true, logger: recordingLog() });
    await tick();
    await expect(watched.moderate(image)).rejects.toThrow("unreadable image");
    expect(watched.state()).toBe("ok");
  });

  it("says off when moderation is switched off", async () => {
    const moderator: ImageModerator = { ready: Promise.resolve(), moderate: async () => ({ decision: "allow" }) };
    const watched = watchModerator(moderator, { enabled: false, preload: true, logger: recordingLog() });
    expect(await watched.moderate(image)).toEqual({ decision: "allow" });
    expect(watched.state()).toBe("off");
  });
});
