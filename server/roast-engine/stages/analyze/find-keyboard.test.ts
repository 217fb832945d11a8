import { describe, expect, it } from "vitest";
import { findKeyboard, isSuggestionStrip } from "./find-keyboard";

const phone = { width: 750, height: 1334 };
const line = (text: string, x: number, y: number, h = 24) => ({ text, box: { x, y, w: text.length * 12, h } });

describe("findKeyboard", () => {
  it("finds a keyboard from its bottom row of key labels, its top above its four rows and its suggestions", () => {
    const keyboard = findKeyboard(
      [line("Is this a reminder app", 110, 678), line("123", 31, 1270), line("space", 325, 1276), line("return", 586, 1272)],
      phone,
    );
    expect(keyboard).toBeDefined();
    expect(keyboard!.y + keyboard!.h).toBe(phone.height);
    // Four rows of keys and a strip of suggestions above "space": the keyboard's top is near 0.6 of the screen's width above it.
    expect(keyboard!.y).toBeGreaterThan(700);
    expect(keyboard!.y).toBeLessThan(1270 - 3 * 0.135 * phone.width);
  });

  it("finds one from its number key alone in the foot's left corner, the rest of its row unread", () => {
    expect(findKeyboard([line("123", 31, 1190)], phone)?.y).toBeLessThan(1190 - 3 * 0.135 * phone.width);
    // The same number anywhere else is a count.
    expect(findKeyboard([line("123", 400, 1190)], phone)).toBeUndefined();
    expect(findKeyboard([line("123", 31, 900)], phone)).toBeUndefined();
  });

  it("finds one from a letter row, read whole or key by key", () => {
    expect(findKeyboard([line("qwertyuiop", 20, 1000)], phone)?.y).toBeLessThan(1000);
    expect(findKeyboard([line("a s d f g h j k l", 40, 1100)], phone)?.y).toBeLessThan(1100 - 0.135 * phone.width);
  });

  it("finds one from its strip of suggested words alone, the keys unread, its top at the strip", () => {
    const keyboard = findKeyboard([line("He asked me not to leave a review", 40, 820), line("review I reviews | Review", 40, 900)], phone);
    expect(keyboard?.y).toBeLessThanOrEqual(900);
    expect(keyboard?.y).toBeGreaterThan(820 + 24);
  });

  it("finds one from a strip read as separate words centred on the thirds, a keyboard's height above the foot", () => {
    const screen = { width: 947, height: 2048 };
    const typed = { text: "Cats are fine, and the road is lit up to the gate", box: { x: 62, y: 1259, w: 709, h: 33 } };
    const the = { text: "the", box: { x: 445, y: 1366, w: 55, h: 28 } };
    const yes = { text: "Yes", box: { x: 754, y: 1366, w: 61, h: 28 } };
    const keyboard = findKeyboard([typed, the, yes], screen);
    expect(keyboard?.y).toBeGreaterThan(typed.box.y + typed.box.h);
    expect(keyboard?.y).toBeLessThanOrEqual(the.box.y);
    // A tab bar's words at the foot, and a row of actions with comments under it, are no strip.
    const tab = (text: string, x: number) => ({ text, box: { x, y: 1990, w: 80, h: 28 } });
    expect(findKeyboard([tab("Home", 118), tab("Search", 433), tab("Profile", 749)], screen)).toBeUndefined();
    const comment = { text: "Lovely place, we stayed in June", box: { x: 40, y: 1500, w: 600, h: 30 } };
    expect(findKeyboard([the, yes, comment], screen)).toBeUndefined();
    // Two words on the same third are no strip.
    expect(findKeyboard([the, { ...yes, box: { ...yes.box, x: 500 } }], screen)).toBeUndefined();
  });

  it("reads a strip as forms of one word between bars, never a sentence or a word said twice", () => {
    expect(isSuggestionStrip("review I reviews | Review")).toBe(true);
    expect(isSuggestionStrip("the | then | they")).toBe(false);
    expect(isSuggestionStrip("no | no")).toBe(false);
    expect(isSuggestionStrip("reviews reviewed")).toBe(false);
    expect(isSuggestionStrip("I review reviews")).toBe(false);
  });

  it("finds none on a screen without one: a lone 'Send' button, the words in a sentence, labels in the upper half", () => {
    expect(findKeyboard([line("Send", 600, 1250)], phone)).toBeUndefined();
    expect(findKeyboard([line("hit return and space out", 40, 1200)], phone)).toBeUndefined();
    expect(findKeyboard([line("123", 31, 300), line("space", 325, 300)], phone)).toBeUndefined();
  });

  it("never takes more than the screen's lower part", () => {
    const keyboard = findKeyboard([line("123", 31, 700), line("space", 325, 700)], phone);
    expect(keyboard!.y).toBeGreaterThanOrEqual(phone.height * 0.4);
  });
});
