import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { EngineError } from "../../roast-engine";
import { toAppError, withEngineErrors } from "./map-engine-error";

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
