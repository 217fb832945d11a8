import type { OcrLanguage } from "./ocr-engine";

/**
 * The language a screen is written in, read from its small words, when it is one the English
 * model misreads: the accents it drops or swaps ("Descripción" read "Descripcion", "são" read
 * "sdo") would make every quote of the screen a misquote. The small words are written as English
 * reads them too (no accents), since this reads the English model's page.
 */
const SMALL_WORDS: Record<Exclude<OcrLanguage, "eng">, readonly string[]> = {
  deu: [
    "und",
    "nicht",
    "ist",
    "das",
    "die",
    "der",
    "ich",
    "mit",
    "auch",
    "wir",
    "ein",
    "eine",
    "auf",
    "fur",
    "für",
    "bitte",
    "noch",
    "aber",
    "schon",
    "sehr",
    "nur",
    "zu",
    "den",
    "dem",
    "im",
    "war",
    "hat",
    "wie",
    "mal",
    "sie",
    "es",
  ],
  fra: [
    "le",
    "les",
    "et",
    "est",
    "pas",
    "une",
    "je",
    "pour",
    "avec",
    "qui",
    "mais",
    "tout",
    "sur",
    "dans",
    "ce",
    "il",
    "elle",
    "nous",
    "vous",
    "tres",
    "très",
    "bien",
    "au",
    "du",
    "c'est",
    "j'ai",
    "des",
  ],
  spa: [
    "el",
    "los",
    "las",
    "y",
    "que",
    "es",
    "por",
    "para",
    "con",
    "una",
    "muy",
    "pero",
    "mi",
    "se",
    "del",
    "lo",
    "esta",
    "está",
    "como",
    "hace",
    "yo",
    "gracias",
    "en",
  ],
  por: [
    "o",
    "os",
    "e",
    "que",
    "nao",
    "não",
    "uma",
    "um",
    "muito",
    "com",
    "para",
    "mas",
    "na",
    "no",
    "do",
    "da",
    "foi",
    "eu",
    "voce",
    "você",
    "obrigado",
    "obrigada",
    "em",
  ],
  ita: ["il", "gli", "che", "non", "una", "per", "con", "ma", "sono", "della", "del", "molto", "anche", "ho", "mi", "ti", "questo", "grazie", "di"],
  nld: ["de", "het", "een", "en", "niet", "van", "ik", "je", "met", "op", "voor", "maar", "ook", "dat", "wel", "nog", "zijn", "heb", "naar"],
  pol: ["i", "nie", "sie", "się", "jest", "to", "na", "ze", "że", "w", "z", "do", "jak", "ale", "tak", "mam", "dla", "jestem", "juz", "już", "bardzo"],
  tur: ["ve", "bir", "bu", "cok", "çok", "icin", "için", "ama", "de", "da", "ne", "var", "yok", "ben", "sen", "gibi", "daha", "degil", "değil"],
};
const ENGLISH = new Set("the and is to of a in you it my for on with that this was i me be have are at just so but not your we he she they".split(" "));
const LISTS = Object.entries(SMALL_WORDS).map(([language, words]) => ({ language: language as OcrLanguage, words: new Set(words) }));

/** The fewest of a language's small words a screen needs to be written in it. */
const MIN_WORDS = 4;

/**
 * The language other than English a screen's words are written in, or undefined: its small words
 * counted at least MIN_WORDS times, half as often again as any other language's, and at least as
 * often as English's (an English app with one line in French stays English).
 */
export function detectLanguage(text: string): OcrLanguage | undefined {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((w) => ENGLISH.has(w)).length;
  const counts = LISTS.map(({ language, words: list }) => ({ language, count: words.filter((w) => list.has(w)).length })).sort((a, b) => b.count - a.count);
  const [best, next] = counts;
  if (best.count < MIN_WORDS || best.count < next.count * 1.5 || best.count < english) return undefined;
  return best.language;
}

/**
 * The words of a language that open on a capital and an "l", which the models read as a capital
 * "I" in a sans-serif face: Spanish "El" and "Al" read "EI", "AI"; French and Italian "Il" read
 * "II". Put right only where a sentence or clause starts and a word in lower case follows, where
 * no acronym or numeral ("Louis II") stands.
 */
const CAPITAL_L: Partial<Record<OcrLanguage, RegExp>> = {
  spa: /(?<=^|[.!?…:;,]\s|["“(¡¿])([EA])I(?= \p{Ll})/gu,
  fra: /(?<=^|[.!?…:;,]\s|["“(])I(I)(?= \p{Ll})/gu,
  ita: /(?<=^|[.!?…:;,]\s|["“(])I(I)(?= \p{Ll})/gu,
};

/** A page read in `language` with its capital "l" words put right (CAPITAL_L). */
export function mendCapitalL<P extends { text: string; lines: Array<{ text: string; words: Array<{ text: string }> }> }>(page: P, language: OcrLanguage): P {
  const pattern = CAPITAL_L[language];
  if (!pattern) return page;
  const mend = (text: string) => text.replace(pattern, (_, first: string) => `${first}l`);
  return {
    ...page,
    text: mend(page.text),
    lines: page.lines.map((line) => {
      const text = mend(line.text);
      // A word alone has no next word to look at: the line's mended text says which words changed.
      const said = text.split(/\s+/);
      return {
        ...line,
        text,
        words: line.words.map((word, i) => (said[i] && said[i] !== word.text && /^[EAI]I$/.test(word.text) ? { ...word, text: said[i] } : word)),
      };
    }),
  };
}
