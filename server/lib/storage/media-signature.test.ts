import { describe, expect, it } from "vitest";
import { buildSignedMediaUrl, checkMediaSignature, signMediaRequest } from "./media-signature";

const secret = "s".repeat(40);

function parse(url: string) {
  const u = new URL(url);
  return {
    key: u.pathname.replace(/^\/media\//, ""),
    exp: Number(u.searchParams.get("exp")),
    sig: u.searchParams.get("sig") ?? "",
    dl: u.searchParams.get("dl") ?? undefined,
  };
}

describe("media signatures", () => {
  it("builds a URL whose parts verify until the expiry", () => {
    const url = buildSignedMediaUrl("https://rr.example", { key: "roasts/a/v.mp4", exp: 1000 }, secret);
    expect(url.startsWith("https://rr.example/media/roasts/a/v.mp4?exp=1000&sig=")).toBe(true);
    const request = parse(url);
    expect(checkMediaSignature(request, secret, 999)).toBe("valid");
    expect(checkMediaSignature(request, secret, 1000)).toBe("valid");
    expect(checkMediaSignature(request, secret, 1001)).toBe("expired");
  });

  it("signs the download name, which survives URL encoding", () => {
    const url = buildSignedMediaUrl("http://x", { key: "a.mp4", exp: 50, dl: "My roast (portrait).mp4" }, secret);
    const request = parse(url);
    expect(request.dl).toBe("My roast (portrait).mp4");
    expect(checkMediaSignature(request, secret, 0)).toBe("valid");
    expect(checkMediaSignature({ ...request, dl: undefined }, secret, 0)).toBe("invalid");
    expect(checkMediaSignature({ ...request, dl: "other.mp4" }, secret, 0)).toBe("invalid");
  });

  it("refuses a changed key, expiry, signature or secret", () => {
    const request = { key: "a.mp4", exp: 50 };
    const sig = signMediaRequest(request, secret);
    expect(checkMediaSignature({ ...request, sig }, secret, 0)).toBe("valid");
    expect(checkMediaSignature({ ...request, key: "b.mp4", sig }, secret, 0)).toBe("invalid");
    expect(checkMediaSignature({ ...request, exp: 51, sig }, secret, 0)).toBe("invalid");
    expect(checkMediaSignature({ ...request, sig: `${sig}x` }, secret, 0)).toBe("invalid");
    expect(checkMediaSignature({ ...request, sig: "" }, secret, 0)).toBe("invalid");
    expect(checkMediaSignature({ ...request, sig }, "t".repeat(40), 0)).toBe("invalid");
    expect(checkMediaSignature({ ...request, exp: Number.NaN, sig }, secret, 0)).toBe("invalid");
  });
});
