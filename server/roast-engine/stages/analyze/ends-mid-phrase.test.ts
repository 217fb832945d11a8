import { describe, expect, it } from "vitest";
import { endsMidPhrase } from "./ends-mid-phrase";

describe("endsMidPhrase", () => {
  it("says a line that stops on two small letters no word list holds lost its last word's end", () => {
    expect(endsMidPhrase("No. But I've kept the ro")).toBe(true);
    expect(endsMidPhrase("No. But I've kept the ro.")).toBe(true);
    expect(endsMidPhrase("see you there, xo")).toBe(false);
    expect(endsMidPhrase("that one is mine ok")).toBe(false);
    expect(endsMidPhrase("where were you at")).toBe(false);
  });

  it("says a line that stops on a word leading into more was cut", () => {
    expect(endsMidPhrase("staff friendly, pool very")).toBe(true);
    expect(endsMidPhrase("the kitchen will")).toBe(true);
    expect(endsMidPhrase("I'M HERE TO")).toBe(true);
    expect(endsMidPhrase("The Lighthouse Keeper Narrated by")).toBe(true);
    expect(endsMidPhrase("looking for someone who can cook, preferably one such")).toBe(true);
    expect(endsMidPhrase("Don't message me if")).toBe(true);
    expect(endsMidPhrase("honestly feeling great about")).toBe(true);
    expect(endsMidPhrase("The spreadsheet is most of what")).toBe(true);
    expect(endsMidPhrase("all of which")).toBe(true);
    expect(endsMidPhrase("Our fox crosses the garden camera at")).toBe(true);
  });

  it("says a line that stops on a verb in -ing that takes an object was cut, unless a clause word or 'worth', 'keep' lets it close", () => {
    expect(endsMidPhrase("Kettle because I am definitely getting")).toBe(true);
    expect(endsMidPhrase("Honestly we are always making")).toBe(true);
    for (const whole of ["Guess what I'm having", "Not sure it's worth having", "Just keep giving", "Who is bringing", "Getting up early."])
      expect(endsMidPhrase(whole), whole).toBe(false);
  });

  it("says a line that stops on a verb that takes an object, after 'did not' or 'to', was cut, unless a clause word asks it", () => {
    expect(endsMidPhrase("Mostly on other Solexes that did not make")).toBe(true);
    expect(endsMidPhrase("I promised to bring")).toBe(true);
    for (const whole of ["What did you make", "Cakes are what we make", "I make. You take."]) expect(endsMidPhrase(whole), whole).toBe(false);
  });

  it("says a line that stops on a contrast's 'not' was cut, and keeps 'or not' and 'why not'", () => {
    expect(endsMidPhrase("He asked the entertainment team, not")).toBe(true);
    expect(endsMidPhrase("It was fine but not")).toBe(true);
    for (const whole of ["anything small, red or not", "Why not", "I am not"]) expect(endsMidPhrase(whole), whole).toBe(false);
  });

  it("says a line that stops on the subject of a clause it opened was cut, and keeps 'Sam and I', 'than I'", () => {
    expect(endsMidPhrase("The trousers are sold separately, which I")).toBe(true);
    expect(endsMidPhrase("It was quieter when we")).toBe(true);
    expect(endsMidPhrase("Booked it because they")).toBe(true);
    expect(endsMidPhrase("The spreadsheet is most of what I")).toBe(true);
    expect(endsMidPhrase("That is exactly how we")).toBe(true);
    for (const whole of ["Just my sister and I", "She runs faster than I", "So do I", "Nobody knows it better than we"])
      expect(endsMidPhrase(whole), whole).toBe(false);
  });

  it("keeps a line that closes on 'at' after a question or a clause", () => {
    expect(endsMidPhrase("what are you even looking at")).toBe(false);
    expect(endsMidPhrase("I know where it's at")).toBe(false);
  });

  it("keeps sentences that may end on 'to' or 'by'", () => {
    expect(endsMidPhrase("I didn't even want to")).toBe(false);
    expect(endsMidPhrase("honestly looking forward to")).toBe(false);
    expect(endsMidPhrase("feel free to stop by")).toBe(false);
    expect(endsMidPhrase("we are just getting by")).toBe(false);
    expect(endsMidPhrase("but what if")).toBe(false);
    expect(endsMidPhrase("that is what it's all about")).toBe(false);
    expect(endsMidPhrase("nothing to worry about")).toBe(false);
  });

  it("keeps a line that closes on 'what'", () => {
    expect(endsMidPhrase("so what")).toBe(false);
    expect(endsMidPhrase("guess what")).toBe(false);
    expect(endsMidPhrase("Thanks for what?")).toBe(false);
  });

  it("keeps a finished line, a stop after the word included", () => {
    expect(endsMidPhrase("the pool was very nice")).toBe(false);
    expect(endsMidPhrase("which one do you belong to.")).toBe(false);
    expect(endsMidPhrase("I never wanted to")).toBe(false);
    expect(endsMidPhrase("The bike is Dad's")).toBe(false);
    expect(endsMidPhrase("Honestly I'm fine")).toBe(false);
  });

  it("says a line that stops on a contracted 'am', 'are' or 'is' was cut, a prompt's ellipsis too", () => {
    for (const line of ["My friends would say I'm", "My friends would say I'm…", "Honestly, we're", "The truth is that it's", "Next week I'll"]) {
      expect(endsMidPhrase(line), line).toBe(true);
    }
  });
});

describe("a line cut after 'also' or 'called'", () => {
  it("says a line that stops on 'is', 'are', 'was' or 'were' after a noun was cut, unless a clause word or a pronoun lets it close", () => {
    for (const cut of ["Sturdy once it was up, the sisal posts are", "The best part of the flat is", "My cats were"])
      expect(endsMidPhrase(cut), cut).toBe(true);
    for (const whole of ["That's just how things are", "Here we are", "Honestly, so it is", "I know who my friends are", "Not as bad as the last one was"])
      expect(endsMidPhrase(whole), whole).toBe(false);
  });

  it("waits for what it also was, and for the name", () => {
    expect(endsMidPhrase("better than the last one which was also")).toBe(true);
    expect(endsMidPhrase("Good wifi, quiet after 11, the cat is called")).toBe(true);
  });
  it("keeps a line that ends on them", () => {
    expect(endsMidPhrase("me also")).toBe(false);
    expect(endsMidPhrase("guess who called")).toBe(false);
  });
});

describe("a line cut after a name is introduced, or after 'for'", () => {
  it("waits for the name of a thing counted or brought in by an article", () => {
    expect(endsMidPhrase("There are four folders called")).toBe(true);
    expect(endsMidPhrase("I once dated a guy named")).toBe(true);
    expect(endsMidPhrase("Mum called")).toBe(false);
    expect(endsMidPhrase("my parents called")).toBe(false);
  });
  it("waits for what 'for' leads into, unless the sentence lets it close", () => {
    expect(endsMidPhrase("Took three years. One piece missing. Not looking for")).toBe(true);
    expect(endsMidPhrase("Thanks for")).toBe(true);
    expect(endsMidPhrase("what are you even waiting for")).toBe(false);
    expect(endsMidPhrase("That's what friends are for")).toBe(false);
    expect(endsMidPhrase("Who is this for")).toBe(false);
    expect(endsMidPhrase("some things are worth waiting for")).toBe(false);
    expect(endsMidPhrase("Sorry, I'm spoken for")).toBe(false);
    expect(endsMidPhrase("the sofa is all paid for")).toBe(false);
    expect(endsMidPhrase("What a time. Not looking for")).toBe(true);
  });
});

describe("a line cut after 'in'", () => {
  it("waits for the place or time 'in' leads into after a noun, and lets a verb, a pronoun, a copula or a question close on it", () => {
    expect(endsMidPhrase("weeks. I have worked at a hostel front desk in")).toBe(true);
    expect(endsMidPhrase("We found the best bakery in")).toBe(true);
    for (const whole of [
      "Finally moved in",
      "Count me in",
      "The results are in",
      "I'm all in",
      "Which box is it in",
      "Sunday is for sleeping in",
      "Let the cat in",
      "Pretend nobody’s in",
    ]) {
      expect(endsMidPhrase(whole), whole).toBe(false);
    }
  });
});
