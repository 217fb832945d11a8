import { describe, expect, it } from "vitest";
import { createLocalStorage } from "../../../lib/storage";
import { checkMediaSignature } from "../../../lib/storage/media-signature";
import { createMediaLinks } from "./sign-media-links";

const SECRET = "a-test-secret-that-is-long-enough-for-this";
const newLinks = () => createMediaLinks(newStorage());
const newStorage = () => createLocalStorage({ rootDir: "/nonexistent-roastreel-files", publicUrl: "http://localhost:3000", secret: SECRET });

/** The parts of a /media link its signature covers. */
function readLink(link: string) {
  const url = new URL(link);
  return {
    key: url.pathname.replace(/^\/media\//, ""),
    exp: Number(url.searchParams.get("exp")),
    sig: url.searchParams.get("sig") ?? "",
    dl: url.searchParams.get("dl") ?? undefined,
  };
}

describe("media links", () => {
  const nowMs = Date.now();
  const expiresAtSec = Math.floor(nowMs / 1000) + 7200;
  const key = "roasts/1a2b3c4d-0000-4000-8000-000000000000/landscape.mp4";

  it("signs a link valid until the hour asked for", async () => {
    const link = readLink(await newLinks().sign({ key, expiresAtSec, nowMs }));
    expect(link.key).toBe(key);
    expect(Math.abs(link.exp - expiresAtSec)).toBeLessThanOrEqual(1);
    expect(checkMediaSignature(link, SECRET)).toBe("valid");
  });

  it("hands out the link signed earlier in the hour, seconds later, instead of signing again", async () => {
    const links = newLinks();
    const first = await links.sign({ key, expiresAtSec, nowMs });
    // Signed afresh 5 s later, the link would expire 5 s before the hour; the one signed earlier comes back.
    expect(await links.sign({ key, expiresAtSec, nowMs: nowMs + 5000 })).toBe(first);
    const download = await links.sign({ key, downloadName: "roastreel-roast-1a2b3c4d-landscape.mp4", expiresAtSec, nowMs });
    expect(download).not.toBe(first);
    expect(readLink(download).dl).toBe("roastreel-roast-1a2b3c4d-landscape.mp4");
  });

  it("signs anew for the next hour", async () => {
    const links = newLinks();
    const first = await links.sign({ key, expiresAtSec, nowMs });
    const next = readLink(await links.sign({ key, expiresAtSec: expiresAtSec + 3600, nowMs }));
    expect(next).not.toEqual(readLink(first));
    expect(Math.abs(next.exp - (expiresAtSec + 3600))).toBeLessThanOrEqual(1);
    expect(checkMediaSignature(next, SECRET)).toBe("valid");
  });

  it("finds a link signed earlier in the hour without waiting, and none for another hour or download name", async () => {
    const links = newLinks();
    expect(links.find({ key, expiresAtSec, nowMs })).toBeUndefined();
    const signed = await links.sign({ key, expiresAtSec, nowMs });
    expect(links.find({ key, expiresAtSec, nowMs: nowMs + 5000 })).toBe(signed);
    expect(links.find({ key, downloadName: "roastreel-roast-1a2b3c4d-landscape.mp4", expiresAtSec, nowMs })).toBeUndefined();
    expect(links.find({ key, expiresAtSec: expiresAtSec + 3600, nowMs })).toBeUndefined();
  });
});
