import { describe, expect, it } from "vitest";
import type { LineOwner, LineRole, ScreenLine } from "../../types";
import { cutBeforeUnreadLine } from "./cut-before-unread-line";

const line = (text: string, x: number, y: number, w: number, owner: LineOwner = "self", role: LineRole = "chat_message"): ScreenLine => ({
  text,
  role,
  owner,
  box: { x, y, w, h: 34 },
  confidence: 0.95,
});
const time = (text: string, y: number) => line(text, 880, y, 90, "ui", "timestamp");

describe("cutBeforeUnreadLine", () => {
  it("takes from the person a message's last line that wraps onto an empty line's height above its time", () => {
    // "Six. I've checked the map. Zoomed" over the unread "in.", then the time.
    const lines = [
      line("Small routing update. I planned today's ride", 290, 560, 700),
      line("without zooming in, and the blue line was the sea.", 290, 620, 690),
      time("10:19", 690),
      line("Six. I've checked the map. Zoomed", 290, 1760, 690),
      time("10:36", 1880),
    ];
    expect(cutBeforeUnreadLine(lines).map((l) => l.owner)).toEqual(["self", "self", "ui", "ui", "ui"]);
  });

  it("leaves a last line with its time right under it, one closed by a stop, or one short of its column's width", () => {
    const column = line("Small routing update. I planned today's ride", 290, 560, 700);
    const near = [column, line("Six. I've checked the map and zoomed", 290, 1760, 690), time("10:36", 1812)];
    expect(cutBeforeUnreadLine(near)).toEqual(near);
    const stop = [column, line("Six. I've checked the map. Zoomed in.", 290, 1760, 690), time("10:36", 1880)];
    expect(cutBeforeUnreadLine(stop)).toEqual(stop);
    const short = [column, line("Six. I've checked the map", 290, 1760, 420), time("10:36", 1880)];
    expect(cutBeforeUnreadLine(short)).toEqual(short);
  });

  it("leaves a line whose next line below is someone's words or a name over the next message, not a time", () => {
    const lines = [
      line("Small routing update. I planned today's ride", 290, 560, 700),
      line("and then we all just kept going", 290, 1760, 690),
      line("nice one", 290, 1880, 200, "other"),
    ];
    expect(cutBeforeUnreadLine(lines)).toEqual(lines);
    const named = [lines[0], lines[1], line("Priyanka J.", 130, 1880, 200, "ui", "name")];
    expect(cutBeforeUnreadLine(named)).toEqual(named);
  });
});
