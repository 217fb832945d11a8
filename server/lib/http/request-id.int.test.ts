import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginFetch, startTestServer, type TestServer } from "../../../tests/support/test-server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const send = (id: string) => fetch(`${server.url}/api/tiers`, { headers: { "x-request-id": id } });

  it("keeps a safe id from the client or its proxy, so a request can be traced across hops", async () => {
    const response = await send("edge-7f3a.01_B");
    expect(response.headers.get("x-request-id")).toBe("edge-7f3a.01_B");
    await response.body?.cancel();
  });

  it("replaces an unsafe or overlong id with a new one, in the answer and in error bodies", async () => {
    for (const id of ['x"} {"level":60,"msg":"forged', "<script>alert(1)</script>", "a".repeat(65), "évil"]) {
      const response = await send(id);
      expect({ id, echoed: response.headers.get("x-request-id") }).toEqual({ id, echoed: expect.stringMatching(UUID) });
      await response.body?.cancel();
    }
    const failed = await sameOriginFetch(server, "/api/contact", { json: {}, headers: { "x-request-id": "bad id with spaces" } });
    const body = (await failed.json()) as { requestId: string };
    expect(body.requestId).toMatch(UUID);
    expect(failed.headers.get("x-request-id")).toBe(body.requestId);
  });
});
