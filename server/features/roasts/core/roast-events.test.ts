import { describe, expect, it } from "vitest";
import type { RoastEvent } from "../../../../common/roast";
import { createLocalEventBus } from "../../../lib/events";
import { ChannelHandlers } from "../../../lib/events/channel-handlers";
import { logger } from "../../../lib/logger";
import { createRoastEventHub, publishRoastChange } from "./roast-events";
import type { RoastRow } from "./roast-row";

const row = (userId: string, fields: Partial<RoastRow> = {}) =>
  ({ id: `roast-of-${userId}`, userId, status: "processing", processingStage: "creating_video", portraitStatus: "none", ...fields }) as RoastRow;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("roast event hub", () => {
  it("delivers a roast's changes to its owner's streams only, with the spec's progress", async () => {
    const events = createLocalEventBus(new ChannelHandlers());
    const hub = createRoastEventHub(events);
    const seen: Record<string, RoastEvent[]> = { ann: [], bob: [] };
    const stopAnn = await hub.listen("ann", (e) => seen.ann.push(e));
    await hub.listen("bob", (e) => seen.bob.push(e));
    await publishRoastChange({ events, logger }, row("ann"));
    await publishRoastChange({ events, logger }, row("bob", { status: "completed", processingStage: null, portraitStatus: "pending" }));
    await events.publish("roast_updates", { userId: "ann", nonsense: true });
    await settle();
    expect(seen.ann).toEqual([{ roastId: "roast-of-ann", status: "processing", processingStage: "creating_video", progress: 75, portraitStatus: "none" }]);
    expect(seen.bob).toEqual([{ roastId: "roast-of-bob", status: "completed", processingStage: null, progress: 100, portraitStatus: "pending" }]);
    stopAnn();
    await publishRoastChange({ events, logger }, row("ann", { processingStage: "finalizing" }));
    await settle();
    expect(seen.ann).toHaveLength(1);
  });

  it("carries what analysis read the upload as, once it has, so the studio's badge changes at once", async () => {
    const events = createLocalEventBus(new ChannelHandlers());
    const hub = createRoastEventHub(events);
    const seen: RoastEvent[] = [];
    await hub.listen("cy", (e) => seen.push(e));
    const single = { kind: "single", platform: "instagram", processingStage: "analyzing", analysis: null };
    await publishRoastChange({ events, logger }, row("cy", single as Partial<RoastRow>));
    const read = { ...single, platform: "tiktok", processingStage: "generating_script", analysis: { kind: "post" } };
    await publishRoastChange({ events, logger }, row("cy", read as Partial<RoastRow>));
    await publishRoastChange({ events, logger }, row("cy", { kind: "battle", platform: "dating", analysis: { kind: "dating" } } as Partial<RoastRow>));
    await settle();
    expect(seen.map((e) => e.upload)).toEqual([undefined, { platform: "tiktok", kind: "post" }, undefined]);
  });
});
