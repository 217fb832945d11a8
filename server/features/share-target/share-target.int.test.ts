import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../common/roast";
import { SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH } from "../../../common/share-target";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

/** The form a phone's share sheet sends (the manifest's share_target), with no Origin of ours. */
function sharedForm(bytes: number) {
  const form = new FormData();
  form.append("title", "Screenshot");
  form.append(SHARE_TARGET_FILE_FIELD, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "Screenshot_2026.png");
  return form;
}

describe("the share target's fallback (no service worker)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.queue.stop();
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { method: "POST", redirect: "manual", ...init });

  it("sends the share sheet's POST to the studio, whatever its origin or size, and keeps nothing", async () => {
    const origins: Array<Record<string, string>> = [{}, { origin: "null" }, { origin: "https://elsewhere.example" }];
    for (const headers of origins) {
      const response = await post(SHARE_TARGET_PATH, { body: sharedForm(200 * 1024), headers });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/roast?shared=unavailable");
      await response.body?.cancel();
    }
    // Past the 64 KB every other body is held to, and past an upload's limit: still the studio.
    const large = await post(SHARE_TARGET_PATH, { body: sharedForm(MAX_UPLOAD_BYTES + 1024) });
    expect([large.status, large.headers.get("location")]).toEqual([303, "/roast?shared=unavailable"]);
    const opened = await fetch(`${server.url}${SHARE_TARGET_PATH}`, { redirect: "manual" });
    expect([opened.status, opened.headers.get("location")]).toEqual([303, "/roast?shared=unavailable"]);
    const rows = await server.ctx.database.db.query.userRoasts.findMany();
    expect(rows).toEqual([]);
  });

  it("opens no hole in the origin check beside it", async () => {
    const beside = await post(`${SHARE_TARGET_PATH}/x`, { body: sharedForm(10) });
    expect(beside.status).toBe(403);
    const api = await post("/api/roasts", { body: sharedForm(10) });
    expect(api.status).toBe(403);
  });
});
