import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overlapArea } from "../../stages/plan/geometry";
import { createRoastEngine, type RoastEngine, type RoastResult } from "../../index";
import { type LlmStandIn, startLlmStandIn } from "../../stages/script/test-support/llm-stand-in";
import { matchWords } from "../../stages/script/verify/match-text";

/**
 * The model's path through the real engine (OCR, photo model, voice, plans), with a local
 * stand-in for the model's HTTP API answering as a vision model writes: curly quotes, 15–25
 * words, replies quoted as the replier's, photos described as seen. What reaches the video is the
 * model's roast, its quotes marked on screen while they are said; an invented quote is refused,
 * repaired once, or handed to the offline engine.
 */
type Roast = { beats: string[]; targets: Array<{ fragment: string; kind: string; whose: string }>; mood: string };
const quote = (fragment: string, whose = "owner") => ({ fragment, kind: "quote", whose });
const seen = (fragment: string, kind = "object") => ({ fragment, kind, whose: "photo" });

const SCREENS = join(import.meta.dirname, "..", "..", "..", "..", "bench", "reading-set", "images");
const PHOTOS = join(import.meta.dirname, "..", "..", "..", "..", "bench", "photo-set");

const CASES: Array<{ name: string; file: string; answers: Roast[]; author: "model" | "repaired" | "fallback" }> = [
  {
    name: "a profile's bio, emoji and all",
    file: join(SCREENS, "ig-profile-zoe-light.png"),
    answers: [
      {
        beats: [
          "“Sourdough evangelist 🍞 and part-time plant murderer.”",
          "The bread gets worship, the basil gets a funeral.",
          "Your starter has outlived every plant you’ve owned.",
        ],
        targets: [quote("Sourdough evangelist 🍞 and part-time plant murderer")],
        mood: "smug",
      },
    ],
    author: "model",
  },
  {
    name: "a post and a reply quoted as the replier's",
    file: join(SCREENS, "x-thread-dark-renee.png"),
    answers: [
      {
        beats: [
          "“Breakfast for dinner is the only correct dinner,” and she’s not taking questions.",
          "Luis asked one anyway: “pancakes at 8pm is a cry for help.”",
          "Luis wins.",
        ],
        targets: [quote("breakfast for dinner is the only correct dinner"), quote("pancakes at 8pm is a cry for help", "other")],
        mood: "chaotic",
      },
    ],
    author: "model",
  },
  {
    name: "a LinkedIn bio with a curly apostrophe",
    file: join(SCREENS, "linkedin-profile-desktop-brad.png"),
    answers: [
      {
        beats: [
          "“I wake up at 4am so my calendar doesn’t have to.”",
          "Brad, the calendar is the only one getting any rest.",
          "Chief Vibes Officer of a very tired calendar.",
        ],
        targets: [quote("I wake up at 4am so my calendar doesn’t have to"), quote("Chief Vibes Officer")],
        mood: "deadpan",
      },
    ],
    author: "model",
  },
  {
    name: "an invented quote, repaired with a true one",
    file: join(SCREENS, "reddit-thread-plants.png"),
    answers: [
      {
        beats: ["“I have murdered 40 cacti this year.”", "Forty.", "At this point the cacti should be asking you questions."],
        targets: [quote("I have murdered 40 cacti this year")],
        mood: "chaotic",
      },
      {
        beats: [
          "“I have killed 11 succulents this year. AMA.”",
          "Then: “I found a way.”",
          "Succulents survive deserts, droughts and neglect, but not your enthusiasm.",
        ],
        targets: [quote("I have killed 11 succulents this year. AMA"), quote("I found a way")],
        mood: "chaotic",
      },
    ],
    author: "repaired",
  },
  {
    name: "an invented quote, twice",
    file: join(SCREENS, "hinge-zoe-dark.jpg"),
    answers: [
      {
        beats: ["“Farmers market at 6, gym by 7, world domination by noon.”", "Ambitious.", "The farmers are tired of you already."],
        targets: [quote("Farmers market at 6, gym by 7, world domination by noon")],
        mood: "smug",
      },
    ],
    author: "fallback",
  },
  {
    name: "a photo of a dog, as the model sees it",
    file: join(PHOTOS, "dog-woods.jpg"),
    answers: [
      {
        beats: [
          "A black dog posing in the woods like it’s shooting an album cover.",
          "Moody light, thousand-yard stare,",
          "and still more charisma than the person holding the camera.",
        ],
        targets: [seen("a black dog"), seen("the woods", "scene")],
        mood: "deadpan",
      },
    ],
    author: "model",
  },
  {
    name: "a photo of a car the detectors may call a truck",
    file: join(PHOTOS, "red-car.jpg"),
    answers: [
      {
        beats: [
          "A red vintage convertible, polished like it’s never been driven.",
          "Because it hasn’t.",
          "That car’s whole job is being photographed, and it’s thriving.",
        ],
        targets: [seen("a red vintage convertible")],
        mood: "smug",
      },
    ],
    author: "model",
  },
];

let engine: RoastEngine;
let standIn: LlmStandIn;
let workDir: string;
let current = CASES[0];
let asked = 0;
const results = new Map<string, RoastResult>();

beforeAll(async () => {
  standIn = await startLlmStandIn(() => {
    const answer = current.answers[Math.min(asked, current.answers.length - 1)];
    asked++;
    return { content: answer };
  });
  engine = createRoastEngine({ shareModels: true, llm: { baseUrl: standIn.baseUrl, model: "stand-in-vision", timeoutMs: 8000 } });
  workDir = await mkdtemp(join(tmpdir(), "rr-model-roasts-"));
  for (const roast of CASES) {
    current = roast;
    asked = 0;
    const dir = await mkdtemp(join(workDir, "roast-"));
    const image = await readFile(roast.file);
    results.set(
      roast.name,
      await engine.runRoast({ image, seed: "model", tier: "starter", watermark: false, orientations: ["portrait"], workDir: dir, planOnly: true }),
    );
  }
}, 400_000);

afterAll(async () => {
  await Promise.all([engine.close(), standIn.close()]);
  await rm(workDir, { recursive: true, force: true });
});

describe("a model's roasts through the engine", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", (name, roast) => {
    const result = results.get(name) as RoastResult;
    expect(result.scriptReport?.author).toBe(roast.author);
    if (roast.author === "fallback") {
      expect(result.scriptReport?.problems).toEqual(["invented_quote", "invented_quote"]);
      expect(result.script.source).toBe("offline");
      return;
    }
    const used = roast.answers.at(-1) as Roast;
    // What reaches the video: the model's words, every one of them.
    expect(result.script.beats).toEqual(used.beats);
    expect(result.voice?.words.map((w) => w.text)).toEqual(
      used.beats
        .join(" ")
        .split(/\s+/)
        .filter((w) => /[\p{L}\p{N}]/u.test(w)),
    );
    const plan = result.plans?.portrait;
    const { width, height } = result.analysis.visual;
    for (const target of result.script.targets) {
      expect(target.box.x + target.box.w).toBeLessThanOrEqual(width);
      expect(target.box.y + target.box.h).toBeLessThanOrEqual(height);
    }
    // Each quote is found on screen, by the words OCR read there, and marked while it is said.
    const quotes = used.targets.filter((t) => t.kind === "quote");
    for (const target of result.script.targets.filter((t) => t.kind === "quote")) {
      expect(matchWords(target.text).length).toBeGreaterThan(0);
      expect(plan?.marks.some((m) => m.style === "text" && overlapArea(m.box, target.box) > 0)).toBe(true);
    }
    expect(result.script.targets.filter((t) => t.kind === "quote")).toHaveLength(quotes.length);
    if (roast.author === "repaired") expect(result.scriptReport?.problems).toEqual(["invented_quote"]);
  });

  it("asked the model once per roast, twice where it repaired or refused", () => {
    expect(standIn.requests).toHaveLength(CASES.reduce((n, c) => n + (c.author === "model" ? 1 : 2), 0));
    const repair = standIn.requests.find((r) => r.body.messages.length === 4);
    expect(repair?.body.messages[3].content).toMatch(/'I have murdered 40 cacti this year' is not on the screen/);
  });
});
