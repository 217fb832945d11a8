import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LlmStandIn, startLlmStandIn } from "../../roast-engine/stages/script/test-support/llm-stand-in";
import { signInTestUser } from "../auth/test-support/sign-in-test-user";
import { grantCredits } from "../credits";
import { type TestServer, type TestUser, call, sampleImage, startTestServer, upload, waitForRoast } from "../roasts/test-support/roast-test-kit";

const TOKEN = `metrics-${randomUUID()}`;
const ADMIN_EMAIL = `ops-${randomUUID()}@example.com`;

/** A line of the sample's bio (roast-test-kit's sampleImage), as a model reading the image quotes it. */
const OWNERS_LINE = "Living my best life";

/**
 * Operators see who wrote each roast: a roast written by the model (a local stand-in for its HTTP
 * API) and one whose model invented a quote twice are recorded on their rows, counted on /metrics
 * and named on the admin page.
 */
describe("who wrote the script, as operators see it", () => {
  let server: TestServer;
  let standIn: LlmStandIn;
  let admin: TestUser;
  let invent = false;
  beforeAll(async () => {
    standIn = await startLlmStandIn(() => ({
      content: invent
        ? {
            beats: ["“Professional overthinker since birth.”", "It shows.", "Even your bio needed a second draft."],
            targets: [{ fragment: "Professional overthinker since birth", kind: "quote", whose: "owner" }],
            mood: "smug",
          }
        : {
            beats: [`“${OWNERS_LINE}.”`, "Bold of you to post that where people can read it.", "The internet never forgets, and neither will we."],
            targets: [{ fragment: OWNERS_LINE, kind: "quote", whose: "owner" }],
            mood: "smug",
          },
    }));
    server = await startTestServer({ METRICS_TOKEN: TOKEN, ADMIN_EMAILS: ADMIN_EMAIL, LLM_BASE_URL: standIn.baseUrl, LLM_MODEL: "stand-in-vision" });
    admin = await signInTestUser(server.ctx, { email: ADMIN_EMAIL });
    await grantCredits(server.ctx.database.db, { userId: admin.id, kind: "paid", amount: 2, reason: "purchase", dedupeKey: `test:${admin.id}` });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  async function roast(): Promise<string> {
    const created = await upload(server, admin, await sampleImage());
    expect(created.status).toBe(201);
    const { roast } = (await created.json()) as { roast: { id: string } };
    await waitForRoast(server, admin, roast.id, (r) => r.status === "completed" || r.status === "failed");
    return roast.id;
  }

  it("records the model, and the offline engine after two refusals, on the roast, /metrics and the admin page", async () => {
    const byModel = await roast();
    invent = true;
    const byFallback = await roast();

    const overview = await (await call(server, admin, `/api/admin/users?email=${encodeURIComponent(ADMIN_EMAIL)}`)).json();
    const authors = Object.fromEntries(
      overview.roasts.map((r: { id: string; scriptAuthor: string; scriptProblems: string[] }) => [r.id, [r.scriptAuthor, r.scriptProblems]]),
    );
    expect(authors[byModel]).toEqual(["model", []]);
    expect(authors[byFallback]).toEqual(["fallback", ["invented_quote", "invented_quote"]]);

    const { stats } = await (await call(server, admin, "/api/admin/stats")).json();
    expect(stats.scripts.authors).toEqual(
      expect.arrayContaining([
        { author: "model", count: 1 },
        { author: "fallback", count: 1 },
      ]),
    );
    expect(stats.scripts.problems).toEqual([{ problem: "invented_quote", count: 2 }]);

    const text = await (await fetch(new URL("/metrics", server.url), { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toMatch(/roastreel_roast_scripts\{author="model"\} 1/);
    expect(text).toMatch(/roastreel_roast_scripts\{author="fallback"\} 1/);
    expect(text).toMatch(/roastreel_roast_scripts\{author="repaired"\} 0/);
    expect(text).toMatch(/roastreel_model_problems\{problem="invented_quote"\} 2/);
    expect(text).toMatch(/roastreel_model_problems\{problem="timeout"\} 0/);
    expect(text).toMatch(/roastreel_model_seconds\{quantile="0.5"\} \d/);
    expect(standIn.requests).toHaveLength(3);
  });
});
