/** 16–22 spoken words fit 5.5–7.5 s at the offline voice's ~170 words a minute. */
export const WORD_BUDGET = { min: 16, max: 22 } as const;

export const splitWords = (text: string): string[] => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/**
 * Words as the voice will say them: "1,204" is five spoken words, "1998" three (a year),
 * "@sunset.chaser_22" five, "#blessed" two.
 */
export function countSpokenWords(text: string): number {
  return splitWords(text).reduce((sum, word) => sum + spokenLength(word), 0);
}

export function fitsWordBudget(text: string): boolean {
  const written = splitWords(text).length;
  const spoken = countSpokenWords(text);
  return written >= WORD_BUDGET.min && spoken <= WORD_BUDGET.max;
}

function spokenLength(word: string): number {
  const bare = word.replace(/^[^\p{L}\p{N}@#]+|[^\p{L}\p{N}%+]+$/gu, "");
  if (/^[@#]/.test(bare))
    return (
      1 +
      bare
        .slice(1)
        .split(/[._]+|(?<=\D)(?=\d)|(?<=\d)(?=\D)/)
        .filter(Boolean).length
    );
  const number = /^(\d[\d,]*)(?:\.(\d+))?([kmb])?(\+)?$/i.exec(bare);
  if (!number) return /\d/.test(bare) ? 2 : 1;
  const [, whole, decimals, suffix, plus] = number;
  // The voice reads four plain digits from 1100 to 2099 as a year: "1998" is "nineteen ninety-eight".
  if (!decimals && !suffix && !plus && /^(1[1-9]|20)\d\d$/.test(whole)) return 3;
  return numberWords(Number(whole.replace(/,/g, ""))) + (decimals ? 1 + decimals.length : 0) + (suffix ? 1 : 0) + (plus ? 1 : 0);
}

/** Roughly how many words an English voice uses to read a whole number. */
export function numberWords(n: number): number {
  if (n < 20) return 1;
  if (n < 100) return n % 10 === 0 ? 1 : 2;
  if (n < 1000) return 2 + (n % 100 === 0 ? 0 : 1 + numberWords(n % 100));
  for (const [size, name] of [
    [1e9, 1],
    [1e6, 1],
    [1e3, 1],
  ] as const) {
    if (n >= size) {
      const rest = n % size;
      return numberWords(Math.floor(n / size)) + name + (rest === 0 ? 0 : numberWords(rest) + (rest < 100 ? 1 : 0));
    }
  }
  return 1;
}
