import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";

/**
 * A POST as a browser sends it from the page at `origin` to the server reached as `host`
 * (node:http, since fetch does not let a caller name the Host). A cookie is sent, as a browser
 * that has visited the site does.
 */
function post(server: TestServer, path: string, origin: string, host?: string, body: unknown = {}): Promise<number> {
  const url = new URL(path, server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { origin, host: host ?? url.host, cookie: "seen=1", "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const apiPost = (server: TestServer, origin: string, host?: string) => post(server, "/api/account/no-such-action", origin, host);

describe("origins in development (the app opened at 127.0.0.1 or a LAN address)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "development", LOG_LEVEL: "silent", SAMPLE_GALLERY: "off" });
  });
  afterAll(() => server.close());

  it("lets the API take requests from http://127.0.0.1 and from the LAN address the phone opened", async () => {
    const port = new URL(server.url).port;
    // The answer is the route's (404), not the origin rule's 403. better-auth's own check of
    // /api/auth is off under a test runner; dev-origins-auth.test.ts proves it with it on.
    expect(await apiPost(server, `http://127.0.0.1:${port}`)).toBe(404);
    expect(await apiPost(server, `http://192.168.1.20:${port}`, `192.168.1.20:${port}`)).toBe(404);
  });

  it("still refuses other sites", async () => {
    const port = new URL(server.url).port;
    expect(await apiPost(server, `http://192.168.1.99:${port}`, `192.168.1.20:${port}`)).toBe(403);
    expect(await apiPost(server, "https://evil.example")).toBe(403);
  });
});

describe("origins outside development", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("trusts only PUBLIC_URL and TRUSTED_ORIGINS", async () => {
    const port = new URL(server.url).port;
    expect(await apiPost(server, `http://127.0.0.1:${port}`)).toBe(403);
  });
});
