import { describe, expect, it } from "vitest";
import { markNotificationBanner } from "./find-notification";
import type { Draft } from "./line-draft";

const draft = (text: string, x: number, y: number, h: number, w = 300): Draft => ({ text, box: { x, y, w, h }, confidence: 0.9, paragraph: 0 });

describe("a notification banner", () => {
  it("gives its message to its sender and stops where the page's lines start, however tall the sender's avatar reads", () => {
    const drafts = [
      // The sender's box takes in the avatar beside it: twice the height of the message's text.
      draft("Nana", 54, 61, 73, 208),
      draft("now", 832, 72, 18, 59),
      draft("did you get my voicemail about Christmas", 130, 113, 38, 759),
      draft("Reviews", 47, 256, 41, 229),
      draft("Sunrise Whale Watching Cruise", 215, 394, 35, 558),
    ];
    markNotificationBanner(drafts, { width: 900, height: 2000 });
    expect(drafts[2]).toMatchObject({ owner: "other", author: "Nana" });
    expect(drafts[3].author).toBeUndefined();
    expect(drafts[4].author).toBeUndefined();
  });

  it("takes a message wrapped over two lines whole", () => {
    const drafts = [
      draft("Mom", 52, 61, 33, 184),
      draft("2m ago", 798, 60, 27, 99),
      draft("call Grandma, it's her birthday and she's", 159, 103, 32, 620),
      draft("pretending it isn't", 50, 145, 35, 378),
    ];
    markNotificationBanner(drafts, { width: 900, height: 2000 });
    expect(drafts[2]).toMatchObject({ owner: "other", author: "Mom" });
    expect(drafts[3]).toMatchObject({ owner: "other", author: "Mom" });
  });

  it("reads a banner whose app and age share its first line, the sender under it", () => {
    const drafts = [
      draft("Messages - now", 58, 42, 43, 292),
      draft("Sam", 59, 103, 30, 75),
      draft("pub quiz thursday? we need you for the", 60, 148, 36, 632),
      draft("flags round", 58, 198, 36, 182),
      draft("Mon 20:48", 406, 761, 22, 133),
    ];
    markNotificationBanner(drafts, { width: 900, height: 2000 });
    expect(drafts[1]).toMatchObject({ role: "name", owner: "other", author: "Sam" });
    expect(drafts[2]).toMatchObject({ owner: "other", author: "Sam" });
    expect(drafts[3]).toMatchObject({ owner: "other", author: "Sam" });
    expect(drafts[4].author).toBeUndefined();
  });
});
