import { describe, expect, it } from "vitest";
import { describeMediaError, diagnoseVideoError } from "./video-error";

const answer = (status: number, statusText = "") => (async () => new Response(null, { status, statusText })) as typeof fetch;

describe("video errors", () => {
  it("names every media error code", () => {
    expect(describeMediaError(1)).toBe("Video loading was aborted");
    expect(describeMediaError(2)).toBe("Network error while loading video");
    expect(describeMediaError(3)).toBe("Video decoding error");
    expect(describeMediaError(4)).toBe("Video format not supported");
    expect(describeMediaError(undefined)).toBe("Unknown video error");
  });

  it("blames the URL when the HEAD check fails", async () => {
    expect(await diagnoseVideoError("/media/x", 4, answer(403, "Forbidden"))).toBe("URL not accessible: 403 Forbidden");
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await diagnoseVideoError("/media/x", 2, offline)).toBe("URL not accessible: Failed to fetch");
  });

  it("keeps the media error when the URL answers", async () => {
    expect(await diagnoseVideoError("/media/x", 3, answer(200))).toBe("Video decoding error");
  });
});
