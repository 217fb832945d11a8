import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NormalizedImage } from "../../infrastructure/image";
import type { LlmConfig, ScriptReport } from "../../stages/script/create-script-writer";
import { DATING_SOFIA, INSTAGRAM_SUNSET } from "./test-support/sample-analyses";
import { writeBattle } from "./write-battle";
import { writeBattleScript } from "./write-battle-script";

const GOOD = {
  turns: [
    { side: "a", text: "'Farmers markets and overpriced candles'. A scented personality.", fragments: ["Farmers markets and overpriced candles"] },
    { side: "b", text: "'Living my best life', in beige, on repeat.", fragments: ["Living my best life"] },
    {
      side: "a",
      text: "'Brunch, a nap, then a second brunch' versus 'Coffee addict'.",
      fragments: ["Brunch, a nap, then a second brunch"],
      compares: ["Coffee addict"],
    },
    { side: "b", text: "'Chasing sunsets, 31 countries'. The sunsets are tired.", fragments: ["Chasing sunsets, 31 countries"] },
  ],
};
const completion = (content: unknown) => ({ choices: [{ message: { role: "assistant", content: JSON.stringify(content) } }] });
const SCENARIOS: Record<string, { status: number; body: unknown }> = {
  good: { status: 200, body: completion(GOOD) },
  // B's words put in A's mouth: not A's upload, refused.
  "wrong-side": {
    status: 200,
    body: completion({ turns: [{ ...GOOD.turns[0], text: "'Coffee addict'. Sure.", fragments: ["Coffee addict"] }, ...GOOD.turns.slice(1)] }),
  },
  invented: {
    status: 200,
    body: completion({ turns: [{ ...GOOD.turns[0], text: "'Yoga every morning'. Sure.", fragments: ["Yoga every morning"] }, ...GOOD.turns.slice(1)] }),
  },
  "out-of-order": { status: 200, body: completion({ turns: [GOOD.turns[1], GOOD.turns[0], GOOD.turns[2], GOOD.turns[3]] }) },
  "no-comparison": { status: 200, body: completion({ turns: GOOD.turns.map(({ compares, ...t }) => t) }) },
  "compares-invented": {
    status: 200,
    body: completion({ turns: [GOOD.turns[0], GOOD.turns[1], { ...GOOD.turns[2], compares: ["Marathon finisher"] }, GOOD.turns[3]] }),
  },
  unsafe: {
    status: 200,
    body: completion({ turns: [GOOD.turns[0], { ...GOOD.turns[1], text: "'Living my best life', you idiot, with your religion." }, ...GOOD.turns.slice(2)] }),
  },
  "server-error": { status: 500, body: { error: "boom" } },
};
// Scenarios that answer differently the second time: a refused battle repaired.
const REPAIRS: Record<string, string[]> = {
  "invented-then-good": ["invented", "good"],
  "unsafe-then-good": ["unsafe", "good"],
  "good-answer-late": ["out-of-order", "good"],
};
const asked = new Map<string, number>();

let server: Server;
let baseUrl: string;
const bodies: string[] = [];
let images: [NormalizedImage, NormalizedImage];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      bodies.push(body);
      const name = req.url?.split("/")[1] ?? "";
      const count = asked.get(name) ?? 0;
      asked.set(name, count + 1);
      const sequence = REPAIRS[name];
      const scenario = SCENARIOS[sequence ? sequence[Math.min(count, sequence.length - 1)] : name] ?? SCENARIOS["server-error"];
      res.writeHead(scenario.status, { "content-type": "application/json" });
      res.end(JSON.stringify(scenario.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ccaa88" } })
    .jpeg()
    .toBuffer();
  const image = { jpeg, width: 64, height: 64 } as NormalizedImage;
  images = [image, image];
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const llm = (scenario: string): LlmConfig => ({ baseUrl: `${baseUrl}/${scenario}`, model: "test-model", timeoutMs: 5000 });

async function write(scenario: string) {
  const reasons: string[] = [];
  const reports: ScriptReport[] = [];
  const battle = await writeBattle(
    { llm: llm(scenario) },
    { analyses: [DATING_SOFIA, INSTAGRAM_SUNSET], images, seed: "s", onFallback: (r) => reasons.push(r), onReport: (r) => reports.push(r) },
  );
  return { battle, reasons, reports };
}

describe("writeBattle with a model", () => {
  it("sends both analyses and both images, and takes the model's turns with their fragments found in their own uploads", async () => {
    const { battle, reasons, reports } = await write("good");
    expect(reasons).toEqual([]);
    expect(reports).toEqual([{ author: "model", problems: [], modelMs: expect.any(Number) }]);
    expect(battle.source).toBe("llm");
    expect(battle.turns.map((t) => t.text)).toEqual(GOOD.turns.map((t) => t.text));
    expect(battle.turns[0].found?.targets[0]).toMatchObject({ kind: "quote", text: "Farmers markets and overpriced candles" });
    expect(battle.turns[2].comparison?.fragment).toBe("Coffee addict");
    const request = JSON.parse(bodies.at(-1) ?? "{}");
    const content = request.messages[1].content as Array<{ type: string; text?: string }>;
    expect(content.filter((c) => c.type === "image_url")).toHaveLength(2);
    expect(content[0].text).toContain("Farmers markets and overpriced candles");
    expect(content[2].text).toContain("Chasing sunsets, 31 countries");
  });

  it("keeps the verdict derived from the analyses, never the model's", async () => {
    const { battle } = await write("good");
    expect(battle.verdict).toEqual(writeBattleScript([DATING_SOFIA, INSTAGRAM_SUNSET], "other seed").verdict);
  });

  it.each([
    ["wrong-side", /'Coffee addict' is not on the screen/, "invented_quote"],
    ["invented", /'Yoga every morning' is not on the screen/, "invented_quote"],
    ["out-of-order", /order A, B, A, B/, "bad_answer"],
    ["no-comparison", /no turn compares/, "bad_answer"],
    ["compares-invented", /compares/, "invented_quote"],
    ["unsafe", /unsafe|who someone is/, "identity"],
  ])("asks once more when the model's battle is %s, then falls back to the offline room when it is refused again", async (scenario, reason, problem) => {
    const before = bodies.length;
    const { battle, reasons, reports } = await write(scenario);
    expect(bodies.length - before).toBe(2);
    const repair = JSON.parse(bodies.at(-1) ?? "{}").messages.at(-1).content as string;
    expect(repair).toMatch(/^That battle cannot be used: /);
    expect(repair).toMatch(reason);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^The model's battle was refused: .*; repaired, refused again: /);
    expect(reasons[0]).toMatch(reason);
    expect(reports).toMatchObject([{ author: "fallback", problems: [problem, problem] }]);
    expect(battle).toEqual(writeBattleScript([DATING_SOFIA, INSTAGRAM_SUNSET], "s"));
  });

  it("falls back at once, without a repair, when the model cannot be reached", async () => {
    const before = bodies.length;
    const { battle, reasons, reports } = await write("server-error");
    expect(bodies.length - before).toBe(1);
    expect(reasons[0]).toMatch(/HTTP 500/);
    expect(reports).toMatchObject([{ author: "fallback", problems: ["http_error"] }]);
    expect(battle).toEqual(writeBattleScript([DATING_SOFIA, INSTAGRAM_SUNSET], "s"));
  });

  it.each([
    ["invented-then-good", "invented_quote", "'Yoga every morning'"],
    ["unsafe-then-good", "identity", "religion"],
    ["good-answer-late", "bad_answer", "A, B, A, B"],
  ])("takes the model's repaired battle (%s), the second request carrying the reason and its answer", async (scenario, problem, said) => {
    asked.delete(scenario);
    const before = bodies.length;
    const { battle, reasons, reports } = await write(scenario);
    expect(bodies.length - before).toBe(2);
    const [first, second] = bodies.slice(before).map((b) => JSON.parse(b));
    expect(second.messages.slice(0, first.messages.length)).toEqual(first.messages);
    expect(second.messages.at(-2).role).toBe("assistant");
    expect(second.messages.at(-1).content).toContain(said);
    expect(reasons).toEqual([]);
    expect(reports).toMatchObject([{ author: "repaired", problems: [problem] }]);
    expect(battle.source).toBe("llm");
    expect(battle.turns.map((t) => t.text)).toEqual(GOOD.turns.map((t) => t.text));
  });
});
