import { describe, expect, it } from "vitest";
import { contentTypeForKey, formatAttachmentDisposition } from "./content-type";

describe("contentTypeForKey", () => {
  it("maps known extensions case-insensitively and falls back to octet-stream", () => {
    expect(contentTypeForKey("roasts/a/landscape.mp4")).toBe("video/mp4");
    expect(contentTypeForKey("uploads/a/SHOT.JPG")).toBe("image/jpeg");
    expect(contentTypeForKey("roasts/a/poster.webp")).toBe("image/webp");
    expect(contentTypeForKey("roasts/a/blob")).toBe("application/octet-stream");
  });
});

describe("formatAttachmentDisposition", () => {
  it("keeps plain names as they are", () => {
    expect(formatAttachmentDisposition("roast-landscape.mp4")).toBe(`attachment; filename="roast-landscape.mp4"; filename*=UTF-8''roast-landscape.mp4`);
  });

  it("neutralises quotes and encodes non-ASCII names", () => {
    expect(formatAttachmentDisposition('my "best" röast.mp4')).toBe(
      `attachment; filename="my _best_ r_ast.mp4"; filename*=UTF-8''my%20%22best%22%20r%C3%B6ast.mp4`,
    );
  });
});
