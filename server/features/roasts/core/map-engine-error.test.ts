import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors";
import { EngineError } from "../../../roast-engine";
import { isPermanentFailure, toAppError, withEngineErrors } from "./map-engine-error";

describe("toAppError", () => {
  it("answers the engine's upload errors with their statuses and titles", () => {
    const tooLarge = toAppError(new EngineError("TOO_LARGE", "Please upload an image under 10 MB", { title: "File too large" }));
    expect(tooLarge).toBeInstanceOf(AppError);
    expect(tooLarge).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413, message: "Please upload an image under 10 MB", title: "File too large" });
    expect(toAppError(new EngineError("UNSUPPORTED_MEDIA", "Please upload a JPG or PNG image"))).toMatchObject({ status: 415 });
    expect(toAppError(new EngineError("BAD_INPUT", "no"))).toMatchObject({ status: 400 });
  });

  it("keeps a failed tool's details out of the answer", () => {
    const mapped = toAppError(new EngineError("INTERNAL", "ffmpeg failed", { details: { args: ["-i", "/tmp/x"] } })) as AppError;
    expect(mapped.status).toBe(500);
    expect(mapped.details).toBeUndefined();
  });

  it("leaves any other error as it is", async () => {
    const other = new Error("disk full");
    expect(toAppError(other)).toBe(other);
    await expect(withEngineErrors(() => Promise.reject(new EngineError("UNAVAILABLE", "OCR is closed")))).rejects.toMatchObject({ status: 503 });
    await expect(withEngineErrors(async () => 7)).resolves.toBe(7);
  });
});

describe("isPermanentFailure", () => {
  it("calls permanent what the same input fails again: bad clips, a file that is gone, an upload too large or of the wrong type", () => {
    expect(isPermanentFailure(new EngineError("BAD_INPUT", "Clip 2 has no video, so it cannot be joined."))).toBe(true);
    expect(isPermanentFailure(new EngineError("NOT_FOUND", "Unknown sample"))).toBe(true);
    expect(isPermanentFailure(new EngineError("TOO_LARGE", "too big"))).toBe(true);
    expect(isPermanentFailure(new EngineError("UNSUPPORTED_MEDIA", "not an image"))).toBe(true);
    expect(isPermanentFailure(new AppError("NOT_FOUND", "No stored file roasts/x/landscape.mp4"))).toBe(true);
  });

  it("leaves to the retry what may pass next time: a crash, a timeout, a tool or model that failed now", () => {
    expect(isPermanentFailure(new EngineError("INTERNAL", "ffmpeg failed (SIGKILL)"))).toBe(false);
    expect(isPermanentFailure(new EngineError("UNAVAILABLE", "OCR is closed"))).toBe(false);
    expect(isPermanentFailure(new EngineError("UNPROCESSABLE", "The model's answer is not JSON"))).toBe(false);
    expect(isPermanentFailure(new AppError("UNAVAILABLE", "Job merge-roasts expired"))).toBe(false);
    expect(isPermanentFailure(new Error("ECONNRESET"))).toBe(false);
    expect(isPermanentFailure("a string")).toBe(false);
  });
});
