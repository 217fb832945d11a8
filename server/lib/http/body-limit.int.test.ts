import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../common/roast";
import { sameOriginFetch } from "../../../tests/support/test-server";
import { createUser, startTestServer, type TestServer, type TestUser } from "../../features/roasts/test-support/roast-test-kit";

const MB = 1024 * 1024;

/**
 * POSTs an endless chunked body (no Content-Length), as an attacker would, and keeps writing
 * after the answer. Reports the status and how much the server took before it hung up; gives
 * up after `maxBytes`.
 */
function postEndlessChunked(url: string, headers: Record<string, string>, maxBytes: number) {
  return new Promise<{ status: number | undefined; body: string; written: number; hungUp: boolean }>((resolve) => {
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let written = 0;
    let status: number | undefined;
    let body = "";
    let done = false;
    const finish = (hungUp: boolean) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ status, body, written, hungUp });
    };
    const req = request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } });
    req.on("response", (response) => {
      status = response.statusCode;
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
    });
    req.on("error", () => finish(true));
    req.on("close", () => finish(true));
    const pump = () => {
      while (!done && written < maxBytes) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!done) finish(false);
    };
    pump();
  });
}

describe("request body limits", () => {
  let server: TestServer;
  let user: TestUser;
  const origin = () => new URL(server.url).origin;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.queue.stop();
    user = await createUser(server, { paid: 1 });
  });
  afterAll(() => server?.close());

  it("answers 413 to a sign-in body over the limit without reading it", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * MB) });
    const response = await sameOriginFetch(server, "/api/auth/sign-in/email", { method: "POST", headers: { "content-type": "application/json" }, body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", title: "Request too large" });
  });

  it("stops reading an endless chunked body once it passes the limit, and hangs up", async () => {
    const result = await postEndlessChunked(`${server.url}/api/auth/sign-in/email`, { "content-type": "application/json", origin: origin() }, 200 * MB);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    // The server drains a bounded amount after answering, then closes the connection.
    expect(result.hungUp).toBe(true);
    expect(result.written).toBeLessThan(100 * MB);
    // And it goes on answering.
    const next = await fetch(`${server.url}/api/public-config`);
    expect(next.status).toBe(200);
    await next.body?.cancel();
  });

  it("applies the same limit to every JSON API route, signed in or not", async () => {
    const padded = { name: "Ana", email: "ana@example.com", subject: "Hi", message: "x".repeat(70 * 1024) };
    const contact = await sameOriginFetch(server, "/api/contact", { json: padded });
    expect(contact.status).toBe(413);
    await contact.body?.cancel();
    const merge = await sameOriginFetch(server, "/api/roasts/merge", { cookie: user.cookie, json: { roastIds: Array(5000).fill("0".repeat(36)) } });
    expect(merge.status).toBe(413);
    await merge.body?.cancel();
  });

  it("lets an upload through above the JSON limit, and holds the upload's own limit on a chunked body", async () => {
    // Not an image: well past 64 KB, it reaches the upload's own checks and is refused there.
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(200 * 1024)], { type: "image/png" }), "profile.png");
    const small = await sameOriginFetch(server, "/api/roasts", { method: "POST", cookie: user.cookie, body: form });
    expect(small.status).toBe(415);
    await small.body?.cancel();

    const multipart = await postEndlessChunked(
      `${server.url}/api/roasts`,
      { "content-type": "multipart/form-data; boundary=xyz", origin: origin(), cookie: user.cookie },
      200 * MB,
    );
    expect(multipart.status).toBe(413);
    expect(multipart.written).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(multipart.written).toBeLessThan(100 * MB);

    const dataUrl = await postEndlessChunked(
      `${server.url}/api/generate-roast`,
      { "content-type": "application/json", origin: origin(), cookie: user.cookie },
      200 * MB,
    );
    expect(dataUrl.status).toBe(413);
    expect(dataUrl.written).toBeLessThan(100 * MB);
  });

  it("gives provider webhooks room for a large event, and no more", async () => {
    const event = JSON.stringify({ type: "invoice.paid", lines: "x".repeat(200 * 1024) });
    const large = await fetch(`${server.url}/api/billing/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json" }, body: event });
    expect(large.status).not.toBe(413);
    await large.body?.cancel();
    const huge = await fetch(`${server.url}/api/billing/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lines: "x".repeat(MB) }),
    });
    expect(huge.status).toBe(413);
    await huge.body?.cancel();
  });
});
