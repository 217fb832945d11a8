import { describe, expect, it } from "vitest";
import { assignContentRoles } from "./assign-content-roles";
import type { Draft } from "./line-draft";

const draft = (text: string, x: number, y: number, w: number, h = 26): Draft => ({ text, box: { x, y, w, h }, confidence: 0.95, paragraph: y });

describe("assignContentRoles, a chat", () => {
  it("takes a short name read together with its avatar (a wide, tall box) for the next sender, not for a line of the one before", () => {
    const drafts = [
      draft("Aaron Blake", 108, 438, 149, 19),
      draft("Hey hunters! We raised $2M to solve a problem", 110, 471, 560),
      draft("Priyanka J.", 27, 634, 218, 58),
      draft("Is this a reminder app", 110, 678, 278),
    ];
    assignContentRoles(drafts, { kind: "chat", width: 720, height: 1600, portrait: true });
    expect(drafts[2]).toMatchObject({ role: "name", owner: "other" });
    expect(drafts[3]).toMatchObject({ role: "chat_message", owner: "other", author: "Priyanka J." });
    expect(drafts[1]).toMatchObject({ author: "Aaron Blake" });
  });
});
