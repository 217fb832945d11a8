import { describe, expect, it } from "vitest";
import type { Script } from "../server/roast-engine/types";
import { makeTestScript } from "../server/roast-engine/stages/script/test-support/make-test-script";
import type { HeldOutScreen } from "./held-out-truth";
import { judgeHeldOutRoast, namesWriter } from "./judge-held-out";

const screen: HeldOutScreen = {
  id: "t",
  file: "screens/t.png",
  app: "Bluesky",
  kind: "post",
  dark: false,
  owner: { name: "𝓙𝓮𝓼𝓼 ✨", handle: "@jessbakes" },
  lines: [
    { text: "10:24", role: "ui" },
    { text: "𝓙𝓮𝓼𝓼 ✨", role: "ui" },
    { text: "Made sourdough from scratch for the first", role: "owner" },
    { text: "time!! Only took 3 days 🍞", role: "owner" },
    { text: "14 reposts 203 likes", role: "ui" },
    { text: "Theo @theo · 58m", role: "ui" },
    { text: "that’s not a loaf, that’s a doorstop with", role: "other", author: "Theo" },
    { text: "ambition", role: "other", author: "Theo" },
  ],
};
const roast = (text: string, quoted: string[], lineIds = ["posts.x:j1"]): Script => ({ ...makeTestScript(text), quoted, lineIds });

describe("judgeHeldOutRoast", () => {
  it("is grounded on the owner's words, even quoted across a line's wrap, and exact letter for letter", () => {
    const verdict = judgeHeldOutRoast(
      roast("'Made sourdough from scratch for the first time'. Three days for a brick.", ["Made sourdough from scratch for the first time"]),
      screen,
    );
    expect(verdict).toMatchObject({ grounded: true, uiQuoted: [], othersQuoted: [], inexactQuotes: [], wrongApps: [], unsupported: [] });
    expect(judgeHeldOutRoast(roast("'@jessbakes' bakes bricks.", ["@jessbakes"]), screen).grounded).toBe(true);
  });

  it("is not grounded on a count, the app's text or the owner's display name alone", () => {
    expect(judgeHeldOutRoast(roast("'203 likes' for a brick.", ["203 likes"]), screen)).toMatchObject({ grounded: false, uiQuoted: ["203 likes"] });
    expect(judgeHeldOutRoast(roast("'Jess', put the bread down.", ["Jess"]), screen)).toMatchObject({ grounded: false, uiQuoted: [], othersQuoted: [] });
  });

  it("counts the app's number said as it stands as a number stated, not as interface quoted; in quote marks it is quoted", () => {
    const stated = judgeHeldOutRoast(
      roast("'Made sourdough from scratch for the first time', and 203 likes for it.", ["Made sourdough from scratch for the first time", "203 likes"]),
      screen,
    );
    expect(stated).toMatchObject({ grounded: true, uiQuoted: [], numbersStated: ["203 likes"] });
    expect(judgeHeldOutRoast(roast("'203 likes' for a brick.", ["203 likes"]), screen)).toMatchObject({ uiQuoted: ["203 likes"], numbersStated: [] });
  });

  it("counts another person's words quoted as the owner's, and grounds on them when the roast says whose they are", () => {
    const asOwners = judgeHeldOutRoast(roast("You wrote 'a doorstop with ambition' about your own bread.", ["a doorstop with ambition"]), screen);
    expect(asOwners).toMatchObject({ grounded: false, othersQuoted: ["a doorstop with ambition"] });
    const named = judgeHeldOutRoast(roast("Theo called it 'a doorstop with ambition', and Theo is right.", ["a doorstop with ambition"]), screen);
    expect(named).toMatchObject({ grounded: true, othersQuoted: [] });
    const asTheScreens = roast("This screen says 'a doorstop with ambition', and you saved it.", ["a doorstop with ambition"], ["jscreen.the-line:j1"]);
    expect(judgeHeldOutRoast(asTheScreens, screen)).toMatchObject({ grounded: true, othersQuoted: [] });
  });

  it("judges a quote exact against whoever wrote it, and a misread one inexact", () => {
    expect(judgeHeldOutRoast(roast("Theo: 'that's not a loaf'.", ["that's not a loaf"]), screen).inexactQuotes).toEqual([]);
    expect(judgeHeldOutRoast(roast("'Made sourdough from scrach'.", ["Made sourdough from scrach"]), screen)).toMatchObject({
      grounded: false,
      inexactQuotes: ["Made sourdough from scrach"],
    });
  });

  it("finds a wrong app and unsupported claims outside the quotes only", () => {
    const verdict = judgeHeldOutRoast(roast("'Only took 3 days' and a smile for Instagram, seven days of shame.", ["Only took 3 days"]), screen);
    expect(verdict).toMatchObject({ grounded: true, wrongApps: ["Instagram"], unsupported: ["smile", "seven"] });
    expect(judgeHeldOutRoast(roast("Three days, 203 likes: 'Only took 3 days'.", ["Only took 3 days"]), screen).unsupported).toEqual([]);
  });
});

describe("namesWriter", () => {
  it("finds a writer's whole name or first word, never 'you'", () => {
    expect(namesWriter("Theo nailed it", "Theo")).toBe(true);
    expect(namesWriter("even kayla laughed", "kayla 🌸")).toBe(true);
    expect(namesWriter("HR's answer?", "HR Team")).toBe(true);
    expect(namesWriter("Theodore nailed it", "Theo")).toBe(false);
    expect(namesWriter("you said it", "You")).toBe(false);
  });

  it("finds a writer by the handle the screen prints under their name", () => {
    expect(namesWriter("@jaumepuig.bsky.social asked 'what was the question'", "Jaume Puig")).toBe(true);
    expect(namesWriter("@jaumepuig.bsky.social asked it", "Puig Jaume")).toBe(false);
    expect(namesWriter("@al.x asked it", "Al Smith")).toBe(false);
  });
});
