import { describe, expect, it } from "vitest";
import { measureCostRatio } from "../../../tests/support/cost-ratio";
import { extractLinks, splitLinks } from "./mail-links";

describe("splitLinks", () => {
  it("splits text around links and leaves trailing punctuation out", () => {
    expect(splitLinks("Open https://rr.test/verify?token=a&b=1. Thanks")).toEqual([
      { kind: "text", value: "Open " },
      { kind: "link", value: "https://rr.test/verify?token=a&b=1" },
      { kind: "text", value: ". Thanks" },
    ]);
  });

  it("returns the text alone when there is no link", () => {
    expect(splitLinks("no links here")).toEqual([{ kind: "text", value: "no links here" }]);
    expect(splitLinks("")).toEqual([]);
  });

  it("finds several links, including one at the very end", () => {
    expect(splitLinks("a http://x.test/1 (see http://x.test/2)")).toEqual([
      { kind: "text", value: "a " },
      { kind: "link", value: "http://x.test/1" },
      { kind: "text", value: " (see " },
      { kind: "link", value: "http://x.test/2" },
      { kind: "text", value: ")" },
    ]);
  });
});

describe("extractLinks", () => {
  it("collects distinct links from text and HTML hrefs, decoding entities", () => {
    const html = `<a href="https://rr.test/verify?token=a&amp;b=1">Verify</a> <a href='https://rr.test/help'>Help</a> <a href="mailto:x@y">m</a>`;
    expect(extractLinks("Open https://rr.test/verify?token=a&b=1", html)).toEqual(["https://rr.test/verify?token=a&b=1", "https://rr.test/help"]);
  });
});

describe("links in hostile text", () => {
  it("keeps a link whose dots run on for 16 KB about as cheap as one of letters", async () => {
    const dots = `see http://a${".".repeat(16 * 1024)}a`;
    const letters = `see http://a${"b".repeat(16 * 1024)}a`;
    expect(splitLinks(`http://x.test/a.b...)`)).toEqual([
      { kind: "link", value: "http://x.test/a.b" },
      { kind: "text", value: "...)" },
    ]);
    expect(splitLinks(dots)[1]).toEqual({ kind: "link", value: dots.slice(4) });
    const ratio = await measureCostRatio({ attack: () => splitLinks(dots), normal: () => splitLinks(letters), iterations: 50 });
    expect(ratio).toBeLessThan(3);
  });
});
