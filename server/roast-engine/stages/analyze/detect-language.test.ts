import { describe, expect, it } from "vitest";
import { detectLanguage, mendCapitalL } from "./detect-language";

describe("the language a screen is written in", () => {
  it("is read from its small words, as English's model reads them (no accents)", () => {
    expect(detectLanguage("Vendo mesa de madera, esta muy bien. La vendo porque me mudo y no cabe en el piso nuevo.")).toBe("spa");
    expect(detectLanguage("Schoner alter Schrank, leider zu gross fur die neue Wohnung. Nur Abholung, bitte mit Auto.")).toBe("deu");
    expect(detectLanguage("Bonjour, le velo est toujours disponible ? Je peux passer ce soir avec mon frere.")).toBe("fra");
    expect(detectLanguage("Chegou rapido e o tecido e muito bom, mas nao tem a cor da foto. Eu recomendo para quem tem varanda.")).toBe("por");
    expect(detectLanguage("Ciao, la bici e ancora disponibile? Non ho la macchina ma sono in centro, grazie per la risposta.")).toBe("ita");
    expect(detectLanguage("Hoi, is de fiets nog te koop? Ik kan morgen langskomen en ik heb een auto voor het ophalen.")).toBe("nld");
  });

  it("leaves an English screen English, one foreign line in it included", () => {
    expect(detectLanguage("Just moved in and the neighbours are already asking about the bins. I said it was not my job.")).toBeUndefined();
    expect(
      detectLanguage("Loved the trip to Lyon and the food was great. My host wrote 'Merci pour tout, et bon voyage' and I cried in the taxi."),
    ).toBeUndefined();
  });

  it("needs more than a few words that happen to be another language's", () => {
    expect(detectLanguage("El Capitan 4 km")).toBeUndefined();
    expect(detectLanguage("")).toBeUndefined();
    expect(detectLanguage("12:04 · 86% · Reply · Share")).toBeUndefined();
  });
});

describe("a capital 'l' read as a capital 'I'", () => {
  const page = (text: string) => ({ text, lines: [{ text, words: text.split(" ").map((w) => ({ text: w })) }] });

  it("is put right in the words of the screen's language that open on it, before a word in lower case", () => {
    expect(mendCapitalL(page("EI colchón está casi nuevo"), "spa").lines[0]).toEqual(page("El colchón está casi nuevo").lines[0]);
    expect(mendCapitalL(page("AI final, nada"), "spa").text).toBe("Al final, nada");
    expect(mendCapitalL(page("II est entré par la fenêtre"), "fra").text).toBe("Il est entré par la fenêtre");
    expect(mendCapitalL(page("II gatto dorme"), "ita").text).toBe("Il gatto dorme");
  });

  it("leaves an acronym, a numeral and every other language alone", () => {
    expect(mendCapitalL(page("Gracias EI. AI Madrid"), "spa").text).toBe("Gracias EI. AI Madrid");
    expect(mendCapitalL(page("Louis II est roi"), "fra").text).toBe("Louis II est roi");
    expect(mendCapitalL(page("Sofá de piel. EI perro no"), "spa").text).toBe("Sofá de piel. El perro no");
    expect(mendCapitalL(page("EI colchón"), "deu").text).toBe("EI colchón");
  });
});
