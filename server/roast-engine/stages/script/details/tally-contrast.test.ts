import { describe, expect, it } from "vitest";
import { tallyContrast } from "./tally-contrast";

describe("tallyContrast", () => {
  it("sets the setup's count against the one thing the punchline brings in", () => {
    expect(tallyContrast("I've helped eleven families move this year.", "I am now emotionally attached to a couch in Orem.")).toBe(
      "Eleven families, one couch.",
    );
    expect(tallyContrast("I've entered the Sapporo Snow Festival seven times.", "My best result was a penguin the judges thought was a mailbox.")).toBe(
      "Seven times, one mailbox.",
    );
    expect(tallyContrast("The ball came to me once in four hours.", "I was tying my shoelace.")).toBe("Four hours, one shoelace.");
    // "An escort", brought in, over "my car", only where it goes.
    expect(tallyContrast("Two hundred pensioners hang on my every word.", "Call a number twice and I need an escort to my car.")).toBe(
      "Two hundred pensioners, one escort.",
    );
    expect(tallyContrast("I've done nine Ironman races.", "My proudest medal is from a parish egg-and-spoon race in 2017.")).toBe(
      "Nine Ironman races, one parish egg-and-spoon race.",
    );
    expect(tallyContrast("I forgot to buy pasta sheets for all 12 guests.", "technically this is a very tall bolognese")).toBe(
      "12 guests, one tall bolognese.",
    );
  });

  it("sets two counts against each other as written", () => {
    expect(tallyContrast("By my maths that tomato cost forty-three pounds.", "I ate it over the sink in two bites.")).toBe("Forty-three pounds, two bites.");
    expect(tallyContrast("I've fallen asleep in 31 films.", "I rated every one of them five stars.")).toBe("31 films, five stars.");
  });

  it("says nothing where 'one' would turn the punchline round, or where there is no count or no thing", () => {
    expect(tallyContrast("Four thousand kids have hugged me.", "Not a single one knows my name.")).toBeUndefined();
    expect(tallyContrast("I had four screws left over.", "The bookcase is fine, which worries me more than if it wasn't.")).toBeUndefined();
    expect(tallyContrast("I forgot to buy pasta sheets.", "technically this is a very tall bolognese")).toBeUndefined();
    expect(tallyContrast("I've seen Status Quo 41 times.", "I'm still waiting for the fourth chord.")).toBeUndefined();
    expect(tallyContrast("I've been lying awake for hours.", "I was thinking about the quiet.")).toBeUndefined();
    // A thing the words already knew is the punch only where they end on it.
    expect(tallyContrast("It took me fourteen months.", "I only finished because the site emailed me.")).toBeUndefined();
  });

  it("takes no label, year, price or share for a count, and no count of the punchline's own thing", () => {
    expect(tallyContrast("I was only running for the number 9 bus.", "I noticed at a crossing.")).toBeUndefined();
    expect(tallyContrast("We moved here in 2019 with two cats.", "Now they share the fridge.")).toBe("Two cats, one fridge.");
    expect(tallyContrast("I paid £40 for it.", "It came with a stranger's sock.")).toBeUndefined();
    expect(tallyContrast("The app says I did 31 runs.", "Nine were the same blue run.")).toBeUndefined();
    expect(tallyContrast("I planted forty sunflowers.", "Every single sunflower faces next door.")).toBeUndefined();
    expect(tallyContrast("I've done nine races.", "My best was a race.")).toBeUndefined();
  });
});
