import { describe, expect, it } from "vitest";
import { findCountRatio, sayAbout, singularOf } from "./count-ratio";
import { readCount } from "./number-words";

describe("findCountRatio", () => {
  it("divides the larger count of things by the smaller, said in plain words", () => {
    expect(findCountRatio("So far I've seen forty co-working spaces and three beaches.")).toEqual({
      quote: "So far I've seen forty co-working spaces and three beaches",
      ratio: "about thirteen co-working spaces per beach",
    });
    expect(findCountRatio("I have 31 smart bulbs, two hubs and three apps.")?.ratio).toBe("fifteen and a half smart bulbs per hub");
    expect(findCountRatio("Eleven cloves, in two rows, labelled.")?.ratio).toBe("five and a half cloves per row");
    expect(findCountRatio("I can't justify seven seats for two people and a Labrador.")?.ratio).toBe("three and a half seats per person");
    expect(findCountRatio("Thirty-six exposures, three keepers.")?.ratio).toBe("twelve exposures per keeper");
  });

  it("says a share of a count as one in so many, or so many per cent", () => {
    expect(findCountRatio("I have watched six proposals from behind and heard two of them fail.")?.ratio).toBe("one in three");
    expect(findCountRatio("I've made ten thousand cyclists late, and about forty of them on purpose.")?.ratio).toBe("one in 250");
    expect(findCountRatio("I let in 211 goals, and 64 of them were scored by the same dentist.")?.ratio).toBe("about one in three");
    expect(findCountRatio("580 of my 600 photos are one puffin.")?.ratio).toBe("about 97 per cent");
    // One of nine is one in nine: nothing the sentence did not say.
    expect(findCountRatio("I've pulled nine men out of the deep end and married one of them, briefly.")).toBeUndefined();
  });

  it("counts nothing in time, money or measure, a label's number, a year, or a count of one", () => {
    expect(findCountRatio("Took me six hours and one relationship.")).toBeUndefined();
    expect(findCountRatio("Set an alarm for 2am, drove forty minutes and lay there for two hours.")).toBeUndefined();
    expect(findCountRatio("Day 9: three pages of headings, one task.")).toBeUndefined();
    expect(findCountRatio("Fourteen altos, nine sopranos and one tenor.")).toBeUndefined();
    expect(findCountRatio("New roof in 2022, big garden with two apple trees.")).toBeUndefined();
    expect(findCountRatio("Paid £340 for 12 jars and 3 lids.")?.ratio).toBe("four jars per lid");
    // The small count first is as often what each of the large was done with.
    expect(findCountRatio("Lovely finish. Two coats did all 14 panels in an afternoon.")).toBeUndefined();
    // "every one of them" is all of them, no share.
    expect(findCountRatio("I have fallen asleep in 31 films, and I rated every one of them five stars.")).toBeUndefined();
    expect(findCountRatio("I am thirty-four and own two bubble tea shops.")).toBeUndefined();
  });

  it("takes a counted thing of one or two words only where the next word starts the rest of the sentence", () => {
    // "212 unclaimed neck pillows": the name runs on past two words, so it is not said at all.
    expect(findCountRatio("I have 212 unclaimed neck pillows and 3 opinions.")).toBeUndefined();
    expect(findCountRatio("I have been bitten by twelve future lawyers and three future priests.")?.ratio).toBe("four future lawyers per future priest");
  });

  it("quotes only a short sentence, whole", () => {
    const long = "In twenty winters on the lake it drilled about four hundred holes and caught, by my wife's count, eleven perch.";
    expect(findCountRatio(long)).toBeUndefined();
    expect(findCountRatio("Great auger. It drilled four hundred holes and caught eleven perch. Cash only.")).toEqual({
      quote: "It drilled four hundred holes and caught eleven perch",
      ratio: "about 36 holes per perch",
    });
  });
});

describe("the numbers in words", () => {
  it("reads a count as written, in digits or words", () => {
    expect(readCount("1,140")).toBe(1140);
    expect(readCount("forty-two")).toBe(42);
    expect(readCount("four hundred")).toBe(400);
    expect(readCount("ten thousand")).toBe(10000);
    expect(readCount("a lot")).toBeUndefined();
  });

  it("says a ratio to the half under twenty, else to the whole, 'about' where it was rounded", () => {
    expect(sayAbout(14)).toBe("fourteen");
    expect(sayAbout(13.33)).toBe("about thirteen");
    expect(sayAbout(5.5)).toBe("five and a half");
    expect(sayAbout(40)).toBe("forty");
    expect(sayAbout(36.4)).toBe("about 36");
  });

  it("gives the singular of a counted thing, or none where unsure", () => {
    expect(singularOf("beaches")).toBe("beach");
    expect(singularOf("future priests")).toBe("future priest");
    expect(singularOf("people")).toBe("person");
    expect(singularOf("lorries")).toBe("lorry");
    expect(singularOf("perch")).toBe("perch");
    expect(singularOf("buses")).toBe("bus");
    expect(singularOf("houses")).toBe("house");
  });
});
