import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../common/roast";
import { SHARE_TARGET_ACCEPT_PATH, SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH, SHARE_TARGET_VERIFY_PATH } from "../../../common/share-target";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

/** The form a phone's share sheet sends (the manifest's share_target), with no Origin of ours. */
function sharedForm(bytes: number) {
  const form = new FormData();
  form.append("title", "Screenshot");
  form.append(SHARE_TARGET_FILE_FIELD, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "Screenshot_2026.png");
  return form;
}

describe("the share target on the server (its fallback without a service worker, and its check for one)", () => {
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
    // The share sheet's navigation is the browser's own (Sec-Fetch-Site: none); its Origin is "null".
    const origins: Array<Record<string, string>> = [{}, { origin: "null" }, { origin: "https://elsewhere.example" }];
    for (const headers of origins) {
      const response = await post(SHARE_TARGET_PATH, { body: sharedForm(200 * 1024), headers: { ...headers, "sec-fetch-site": "none" } });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/roast?shared=unavailable");
      await response.body?.cancel();
    }
    // Past the 64 KB every other body is held to, and past an upload's limit: still the studio.
    const large = await post(SHARE_TARGET_PATH, { body: sharedForm(MAX_UPLOAD_BYTES + 1024), headers: { "sec-fetch-site": "none" } });
    expect([large.status, large.headers.get("location")]).toEqual([303, "/roast?shared=unavailable"]);
    const opened = await fetch(`${server.url}${SHARE_TARGET_PATH}`, { redirect: "manual" });
    expect([opened.status, opened.headers.get("location")]).toEqual([303, "/roast?shared=unavailable"]);
    const rows = await server.ctx.database.db.query.userRoasts.findMany();
    expect(rows).toEqual([]);
  });

  it("refuses a form another site submits, or one that does not say where it came from", async () => {
    const answers: Array<[string, string | null]> = [];
    for (const site of ["cross-site", "same-site", undefined, "same-origin"]) {
      const headers: Record<string, string> = site ? { "sec-fetch-site": site } : {};
      const response = await post(SHARE_TARGET_PATH, { body: sharedForm(200 * 1024), headers: { ...headers, origin: "null" } });
      await response.body?.cancel();
      answers.push([String(response.status), response.headers.get("location")]);
    }
    expect(answers).toEqual([
      ["303", "/roast?shared=refused"],
      ["303", "/roast?shared=refused"],
      ["303", "/roast?shared=refused"],
      ["303", "/roast?shared=unavailable"],
    ]);
    expect(await server.ctx.database.db.query.userRoasts.findMany()).toEqual([]);
  });

  it("lets the service worker keep a share only when the browser says it began on this device or a page of ours", async () => {
    const token = crypto.randomUUID();
    const verify = (headers: Record<string, string>, query = `?token=${token}`) =>
      fetch(`${server.url}${SHARE_TARGET_VERIFY_PATH}${query}`, { redirect: "manual", headers }).then(async (response) => {
        await response.body?.cancel();
        return [response.status, response.headers.get("location")];
      });
    const accept = `${SHARE_TARGET_ACCEPT_PATH}?token=${token}`;
    expect(await verify({ "sec-fetch-site": "none" })).toEqual([303, accept]);
    expect(await verify({ "sec-fetch-site": "same-origin" })).toEqual([303, accept]);
    // Another site's form, one on another origin of this site, and a request that does not say.
    expect(await verify({ "sec-fetch-site": "cross-site" })).toEqual([303, "/roast?shared=refused"]);
    expect(await verify({ "sec-fetch-site": "same-site" })).toEqual([303, "/roast?shared=refused"]);
    expect(await verify({})).toEqual([303, "/roast?shared=refused"]);
    // Only a token the worker could have made goes into the address it answers.
    for (const query of ["", "?token=", `?token=${token}%26shared%3Dready`, "?token=../../roast"]) {
      expect(await verify({ "sec-fetch-site": "none" }, query)).toEqual([303, "/roast?shared=unavailable"]);
    }
    // /accept reached the server: no worker was there to keep the image.
    const unanswered = await fetch(`${server.url}${accept}`, { redirect: "manual", headers: { "sec-fetch-site": "none" } });
    expect([unanswered.status, unanswered.headers.get("location")]).toEqual([303, "/roast?shared=unavailable"]);
  });

  it("opens no hole in the origin check beside it", async () => {
    const beside = await post(`${SHARE_TARGET_PATH}/x`, { body: sharedForm(10) });
    expect(beside.status).toBe(403);
    for (const path of [SHARE_TARGET_VERIFY_PATH, SHARE_TARGET_ACCEPT_PATH]) {
      const posted = await post(path, { body: sharedForm(10), headers: { "sec-fetch-site": "none" } });
      expect(posted.status).toBe(403);
    }
    const api = await post("/api/roasts", { body: sharedForm(10) });
    expect(api.status).toBe(403);
  });
});
