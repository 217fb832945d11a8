import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../../common/roast";
import {
  describeShareOutcome,
  isPendingShareFresh,
  judgeSharedFile,
  PENDING_SHARE_TTL_MS,
  pendingShareHeaders,
  readPendingShareHeaders,
  readShareOutcome,
} from "./pending-share";

describe("an image shared to the app", () => {
  const sharedAt = Date.UTC(2026, 10, 27, 12);

  it("waits 15 minutes, not a millisecond more, and never for a time in the future", () => {
    expect(PENDING_SHARE_TTL_MS).toBe(15 * 60_000);
    expect(isPendingShareFresh(sharedAt, sharedAt)).toBe(true);
    expect(isPendingShareFresh(sharedAt, sharedAt + PENDING_SHARE_TTL_MS - 1)).toBe(true);
    expect(isPendingShareFresh(sharedAt, sharedAt + PENDING_SHARE_TTL_MS)).toBe(false);
    expect(isPendingShareFresh(sharedAt + 1000, sharedAt)).toBe(false);
    expect(isPendingShareFresh(Number.NaN, sharedAt)).toBe(false);
  });

  it("is kept only when it exists and is within an upload's limit", () => {
    expect(judgeSharedFile(null)).toBe("missing");
    expect(judgeSharedFile({ size: 0 })).toBe("missing");
    expect(judgeSharedFile({ size: MAX_UPLOAD_BYTES })).toBe("ready");
    expect(judgeSharedFile({ size: MAX_UPLOAD_BYTES + 1 })).toBe("too-large");
  });

  it("keeps its name, type and time through the stored headers", () => {
    const headers = new Headers(pendingShareHeaders({ name: "Screenshot 2026-11-27 à 12.00.png", type: "image/png" }, sharedAt));
    expect(readPendingShareHeaders(headers)).toEqual({ name: "Screenshot 2026-11-27 à 12.00.png", type: "image/png", sharedAt });
    const broken = new Headers({ "x-file-name": "%E0%A4%A", "x-shared-at": "soon" });
    const read = readPendingShareHeaders(broken);
    expect(read.name).toBe("shared-image");
    expect(isPendingShareFresh(read.sharedAt, sharedAt)).toBe(false);
  });

  it("is described to the studio only when it brought nothing to consent to", () => {
    expect(readShareOutcome("ready")).toBe("ready");
    expect(readShareOutcome("<script>")).toBeNull();
    expect(readShareOutcome(null)).toBeNull();
    expect(describeShareOutcome("ready")).toBeNull();
    expect(describeShareOutcome("too-large")).toEqual({ title: "File too large", description: "Please upload an image under 10 MB", isError: true });
    expect(describeShareOutcome("unavailable")).toMatchObject({ title: "Share it again", isError: false });
    expect(describeShareOutcome("missing")?.title).toBe("No image received");
    expect(readShareOutcome("refused")).toBe("refused");
    expect(describeShareOutcome("refused")).toMatchObject({ title: "Shared image ignored", isError: false });
  });
});
