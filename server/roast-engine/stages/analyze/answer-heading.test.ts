import { describe, expect, it } from "vitest";
import { answererOf, askerOf, cardSenderOf, isPostersHeading } from "./answer-heading";

describe("an answer's heading", () => {
  it("names whom it is from, in English, French, Spanish, Italian, Portuguese and German, or by a possessive", () => {
    expect(answererOf("Reply from the owner")).toBe("the owner");
    expect(answererOf("Response from Lakewood")).toBe("Lakewood");
    expect(answererOf("Réponse de Decathlon")).toBe("Decathlon");
    expect(answererOf("Respuesta de Casa Azul")).toBe("Casa Azul");
    expect(answererOf("Antwort von Brandtner Logistik")).toBe("Brandtner Logistik");
    expect(answererOf("Terry's reply")).toBe("Terry");
    expect(answererOf("Ostrava Tiles replied")).toBe("Ostrava Tiles");
    expect(answererOf("Bramblecote Bakery responded · 2d")).toBe("Bramblecote Bakery");
  });
  it("is no heading in a sentence that mentions a reply", () => {
    expect(answererOf("Still waiting for a reply from the landlord, day 9")).toBeUndefined();
    expect(answererOf("Great lesson today!")).toBeUndefined();
    expect(answererOf("She replied")).toBeUndefined();
    expect(answererOf("Nobody responded")).toBeUndefined();
    expect(answererOf("I asked twice and the landlord finally replied")).toBeUndefined();
  });

  it("names a friend who vouches, without the relation in brackets, and a sender whose message is set on the card", () => {
    expect(answererOf("Basim (brother) vouches for Dalia")).toBe("Basim");
    expect(answererOf("Jozef vouched for Kieron")).toBe("Jozef");
    expect(answererOf("Briallen (sister) says")).toBe("Briallen");
    expect(answererOf("Osian (best mate) thinks:")).toBe("Osian");
    // Without their part in brackets, the person may be quoting someone in their own answer.
    expect(answererOf("Mum says")).toBeUndefined();
    expect(answererOf("Dalton wrote to you")).toBe("Dalton");
    expect(answererOf("Bhargav sent an invitation with a message")).toBe("Bhargav");
    expect(answererOf("Ife Okafor messaged you")).toBe("Ife Okafor");
    expect(answererOf("Cleo sent a like with a note")).toBe("Cleo");
    expect(answererOf("Benedita sent a friend request")).toBe("Benedita");
    expect(answererOf("Ama sent you a chat request with a message")).toBe("Ama");
    expect(answererOf("New message from Dermot")).toBe("Dermot");
    // A gift's heading over the giver's message on a creator's page or a wishlist.
    expect(answererOf("Zac gifted Moisture meter - 4d")).toBe("Zac");
    expect(answererOf("Sione gifted $10 - 2h")).toBe("Sione");
    expect(answererOf("Ana sent a gift · 1h")).toBe("Ana");
    expect(answererOf("My aunt gifted me this jumper and I wear it every Sunday")).toBeUndefined();
    expect(answererOf("Mum gifted me this jumper")).toBeUndefined();
    // The sender's name lost its first letters to the reading: someone's, said as nobody's.
    expect(answererOf("alton wrote to you")).toBe("");
  });
  it("is no sender's heading for a pronoun, a family word or a sentence about writing", () => {
    expect(answererOf("She wrote to you")).toBeUndefined();
    expect(answererOf("Nobody messaged you")).toBeUndefined();
    expect(answererOf("My mum wrote to you")).toBeUndefined();
    expect(answererOf("I wrote to you twice about the fence")).toBeUndefined();
    expect(answererOf("Bhargav sent an invitation")).toBeUndefined();
    expect(answererOf("New message from the team")).toBeUndefined();
  });

  it("names who asked a page's public question, never a pronoun or a sentence that mentions asking", () => {
    expect(askerOf("Bogumil asked")).toBe("Bogumil");
    expect(askerOf("Question from Ilse K.")).toBe("Ilse K.");
    expect(askerOf("Asked by Hamid · 2d")).toBe("Hamid");
    expect(askerOf("Felicjan Nowak asked")).toBe("Felicjan Nowak");
    expect(askerOf("I asked")).toBeUndefined();
    expect(askerOf("Nobody asked")).toBeUndefined();
    expect(askerOf("My mum asked")).toBeUndefined();
    expect(askerOf("Nobody asked for this")).toBeUndefined();
    expect(answererOf("Bogumil asked")).toBeUndefined();
  });
  it("tells a listing's poster answering on their own page from a business answering a review", () => {
    expect(answererOf("Answer from the advertiser")).toBe("the advertiser");
    expect(answererOf("Seller's answer")).toBe("Seller");
    expect(isPostersHeading("the advertiser")).toBe(true);
    expect(isPostersHeading("Seller")).toBe(true);
    expect(isPostersHeading("the host")).toBe(true);
    expect(isPostersHeading("the owner")).toBe(false);
    expect(isPostersHeading("Lakewood")).toBe(false);
    // A business named in a few words, or with a colon after it (v28's Klook, v31's Judge.me).
    expect(answererOf("Activity provider's response")).toBe("Activity provider");
    expect(answererOf("Ember Loft replied:")).toBe("Ember Loft");
  });

  it("gives the words under 'X commented' on a profile to X, and no one's to the page's owner", () => {
    expect(answererOf("Bongani commented")).toBe("Bongani");
    expect(answererOf("Thandi Mokoena left a comment")).toBe("Thandi Mokoena");
    expect(answererOf("Dumisani commented · 2d")).toBe("Dumisani");
    expect(answererOf("Chapel Wharf team answered")).toBe("Chapel Wharf team");
    expect(answererOf("She commented")).toBeUndefined();
    expect(answererOf("Everyone commented on my shoes")).toBeUndefined();
  });
  it("gives a matchmaking card's note to the member who sent the interest with it", () => {
    expect(answererOf("Interest from Dhruv, with a note")).toBe("Dhruv");
    expect(answererOf("A like from Cleo with a message")).toBe("Cleo");
    expect(answererOf("Interest from abroad, with a note")).toBe("");
    expect(answererOf("Interest from Dhruv")).toBeUndefined();
  });
});

describe("a heading that names someone by their part on the person's page", () => {
  it("names the matchmaker, the host or the coach over their words (held-out v37: a matchmaker's note was quoted as the member's)", () => {
    expect(answererOf("Darcy, your matchmaker")).toBe("Darcy");
    expect(answererOf("Note from Darcy, your matchmaker")).toBe("Darcy");
    expect(answererOf("Tomasz Wilk, your host")).toBe("Tomasz Wilk");
  });

  it("names nobody for a person's own words about themself", () => {
    expect(answererOf("Tom, your favourite barista")).toBeUndefined();
    expect(answererOf("Darcy, your matchmaker, says hi to everyone")).toBeUndefined();
  });
});

describe("a message's header among a card's answers", () => {
  it("names its sender, with or without their age", () => {
    expect(cardSenderOf("Chidozie · 7:42 PM")).toBe("Chidozie");
    expect(cardSenderOf("Bea, 31 · 2h")).toBe("Bea");
    expect(cardSenderOf("chidozie · 7:42 PM")).toBe("Chidozie");
  });

  it("names its sender past the glyph OCR read from their round picture (held-out v37: a match's message was quoted as hers)", () => {
    expect(cardSenderOf("4 Dolf - 21:58")).toBe("Dolf");
    expect(cardSenderOf("a Dolf · 2h")).toBe("Dolf");
    expect(cardSenderOf("© Dolf - 21:58")).toBe("Dolf");
  });

  it("names its sender where OCR lost the mark between the name and the time (held-out v40: 'Bruna 06:41')", () => {
    expect(cardSenderOf("Bruna 06:41")).toBe("Bruna");
    expect(cardSenderOf("Mary Jane 10:02 PM")).toBe("Mary Jane");
    expect(cardSenderOf("Serra do Cipo 06:41")).toBeUndefined();
    expect(cardSenderOf("Breakfast is set for 6:00")).toBeUndefined();
  });

  it("names nobody in a line of words that ends on a time", () => {
    expect(cardSenderOf("I Love Mondays - 9:00")).toBeUndefined();
    expect(cardSenderOf("a friend - 2h")).toBeUndefined();
    expect(cardSenderOf("Dinner at 8 with friends")).toBeUndefined();
  });
});
