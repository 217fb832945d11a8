import { describe, expect, it } from "vitest";
import { answererOf } from "./answer-heading";

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
});
