import { describe, expect, it } from "vitest";
import { countOpenReporters } from "./count-reporters";

const open = (...keys: string[]) => ({ keys, open: true });
const kept = (...keys: string[]) => ({ keys, open: false });

describe("countOpenReporters", () => {
  it("counts reports with no key in common as different people", () => {
    expect(countOpenReporters([])).toBe(0);
    expect(countOpenReporters([open("a"), open("b", "c"), open("d")])).toBe(3);
  });

  it("counts reports that share a key, directly or through a chain, once", () => {
    expect(countOpenReporters([open("ip1"), open("ip1", "mailbox"), open("mailbox", "ip2"), open("ip3")])).toBe(2);
    // The chain is found whatever order the reports came in.
    expect(countOpenReporters([open("mailbox", "ip2"), open("ip3"), open("ip1"), open("ip1", "mailbox")])).toBe(2);
  });

  it("counts no one whose reports an admin already reviewed, even by another key of theirs", () => {
    expect(countOpenReporters([kept("ip1"), kept("ip2"), open("ip1", "mailbox"), open("mailbox", "ip4"), open("ip5")])).toBe(1);
    expect(countOpenReporters([kept("a"), open("b"), open("c"), open("d")])).toBe(3);
  });
});
