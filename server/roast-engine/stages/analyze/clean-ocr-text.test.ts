import { describe, expect, it } from "vitest";
import { cleanLine, cleanOcrLines, isGarbledLine } from "./clean-ocr-text";

describe("cleanOcrLines", () => {
  it("keeps real lines, trims them and collapses spaces", () => {
    const raw = "  @sunset.chaser_22 \n\n128   1,204  2,987\nWanderlust | Coffee addict = | Living my best life\n";
    expect(cleanOcrLines(raw)).toEqual(["@sunset.chaser_22", "128 1,204 2,987", "Wanderlust | Coffee addict | Living my best life"]);
  });

  it("drops the noise icons and photos turn into letters", () => {
    const raw = ["EE", "ET ET", "mE", "[ee", "a", "| .", "_ Nl", "Qe", "= ~", "Gi", "Hinge", "#ootd"].join("\n");
    expect(cleanOcrLines(raw)).toEqual(["Hinge", "#ootd"]);
  });

  it("straightens quotes and dashes and reads a pipe before a verb as I", () => {
    expect(cleanOcrLines("It’s a “vibe” — trust me\nHumbled to announce | love spreadsheets")).toEqual([
      'It\'s a "vibe" - trust me',
      "Humbled to announce I love spreadsheets",
    ]);
  });

  it("reads a curly apostrophe OCR doubled inside a word as one", () => {
    expect(cleanOcrLines("my grandad’’s shed\nmy grandad''s shed\nrock 'n' roll")).toEqual(["my grandad's shed", "my grandad's shed", "rock 'n' roll"]);
  });
});

describe("cleanOcrLines on wrapped headlines", () => {
  it("rejoins the last title of a long piped headline that wrapped", () => {
    const raw = "Founder & CEO | Visionary | Thought Leader | Keynote\nSpeaker\nAustin, Texas";
    expect(cleanOcrLines(raw)).toEqual(["Founder & CEO | Visionary | Thought Leader | Keynote Speaker", "Austin, Texas"]);
    expect(cleanOcrLines("Wanderlust | Coffee\nMaya Torres")).toEqual(["Wanderlust | Coffee", "Maya Torres"]);
  });
});

describe("cleanLine", () => {
  it("puts back the space a date lost after its comma, so an author line's date reads as one", () => {
    expect(cleanLine("Jyoti S. Nov 15,2026")).toBe("Jyoti S. Nov 15, 2026");
    expect(cleanLine("we paid 15,2026 twice")).toBe("we paid 15,2026 twice");
  });

  it("drops a list's bullet read as a small e or o before the item", () => {
    expect(cleanLine("e Curb rash on two wheels")).toBe("Curb rash on two wheels");
    expect(cleanLine("et Clarks, they were in the sale.")).toBe("Clarks, they were in the sale.");
    expect(cleanLine("at Tesco, obviously")).toBe("at Tesco, obviously");
    expect(cleanLine("my Mum says hi")).toBe("my Mum says hi");
    expect(cleanLine("o Dent in the tailgate")).toBe("Dent in the tailgate");
    expect(cleanLine("e.g. Dent in the tailgate")).toBe("e.g. Dent in the tailgate");
    expect(cleanLine("a Hilda")).toBe("a Hilda");
  });

  it("reads a capital I that OCR took for a small l, unless a name follows", () => {
    expect(cleanLine("Visionary Thought Leader · Web3 · Al · Also Web2")).toBe("Visionary Thought Leader · Web3 · AI · Also Web2");
    expect(cleanLine("UX, Ul designer, APl nerd, Al.")).toBe("UX, UI designer, API nerd, AI.");
    expect(cleanLine("Al Pacino fan club")).toBe("Al Pacino fan club");
    // Words of other languages, not acronyms: Spanish "El", French and Italian "Il".
    expect(cleanLine("El perro ladra. Il pleut")).toBe("El perro ladra. Il pleut");
    expect(cleanLine("Alan likes Alps")).toBe("Alan likes Alps");
  });

  it("reads a pipe ending a line after a full stop or colon as the I that starts the next sentence", () => {
    expect(cleanLine("Quit my job to travel for a year. Day 3: |")).toBe("Quit my job to travel for a year. Day 3: I");
    expect(cleanLine("Founder | Investor |")).toBe("Founder | Investor");
  });

  it("reads a pipe ending a line after a conjunction as the I that starts the wrapped clause", () => {
    expect(cleanLine("much this term. I work best under pressure and |")).toBe("much this term. I work best under pressure and I");
    expect(cleanLine("it was fine until |")).toBe("it was fine until I");
    expect(cleanLine("Sales | Marketing | Ops |")).toBe("Sales | Marketing | Ops");
  });

  it("reads a pipe ending a line after a word a sentence goes on from with I as that I", () => {
    expect(cleanLine("No. But | can tell you this is not what |")).toBe("No. But I can tell you this is not what I");
    expect(cleanLine("switches. The noise is how |")).toBe("switches. The noise is how I");
    expect(cleanLine("Coffee | Travel | Dogs |")).toBe("Coffee | Travel | Dogs");
  });

  it("reads a pipe ending a sentence's line after any lower-case word as the I of the clause that wraps", () => {
    expect(cleanLine("8 a.m. I've just noticed the plug |")).toBe("8 a.m. I've just noticed the plug I");
    expect(cleanLine("Honestly the best pasta |")).toBe("Honestly the best pasta I");
    // Not a list's last pipe, nor a short label's, nor a line that opens in lower case.
    expect(cleanLine("Runner | Coffee | Dogs and cats |")).toBe("Runner | Coffee | Dogs and cats");
    expect(cleanLine("Dog mum |")).toBe("Dog mum");
    expect(cleanLine("posted in the garden group again |")).toBe("posted in the garden group again");
  });
});

describe("isGarbledLine", () => {
  it("tells unsure readings of a picture's texture from unsure readings of words", () => {
    expect(isGarbledLine('7 GlSiNgSr "7 - UGISE', 0.4)).toBe(true);
    expect(isGarbledLine("IPAS yA SEE NE SHUBI0IOLE BL Yn Fig,", 0.17)).toBe(true);
    expect(isGarbledLine("nould I text him back?", 0.55)).toBe(false);
    expect(isGarbledLine("POV: you said one episode at 9pm #fyp", 0.6)).toBe(false);
    expect(isGarbledLine("ABSOLUTELY NOT", 0.5)).toBe(false);
  });

  it("trusts a confident reading whatever it looks like", () => {
    expect(isGarbledLine("xQz WbT", 0.9)).toBe(false);
  });
});

describe("a capital I read as a pipe in a line set in capitals", () => {
  it("is the I it was before a word a sentence puts after I, and a pipe between items in capitals stays", () => {
    expect(cleanLine("THE SOUP WAS COLD AND | CAN PROVE IT")).toBe("THE SOUP WAS COLD AND I CAN PROVE IT");
    expect(cleanLine("| HAVE NOT SLEPT")).toBe("I HAVE NOT SLEPT");
    expect(cleanLine("DESIGNER | WRITER | CAN OPENER")).toBe("DESIGNER | WRITER | CAN OPENER");
  });
});

describe("a capital I read as a small l", () => {
  it("reads a lone 'l' before a word that follows 'I', or with I's contraction, as 'I'", () => {
    expect(cleanLine("and 'l love you' in none this year.")).toBe("and 'I love you' in none this year.");
    expect(cleanLine("l think the goat knows")).toBe("I think the goat knows");
    expect(cleanLine("Honestly l'm fine")).toBe("Honestly I'm fine");
    expect(cleanLine("(l've checked twice)")).toBe("(I've checked twice)");
  });

  it("leaves an 'l' that is a unit or a list's letter", () => {
    expect(cleanLine("Drink 2 l of water")).toBe("Drink 2 l of water");
    expect(cleanLine("Size l in stock")).toBe("Size l in stock");
  });
});
