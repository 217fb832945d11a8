/** A vowel of the scripts names on screens are written in, accents included. */
export const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿāēīōūąęőœ]/iu;

/**
 * The two consonants a given name may open on, across the languages names on screens come from
 * ("Bhavana", "Dmitri", "Kwame", "Llewella", "McKenzie", "Mwangi", "Nkem", "Srinivas", "Zbigniew").
 * OCR's slips open on others: "Sdnke" read for "Sönke" was said to its owner and judged false blind
 * (v31).
 */
const ONSETS = new Set(
  "bh bj bl br ch cl cr cz dh dj dm dr dw dz fj fl fr gh gj gl gn gr gw hj hr jh kh kj kl kn kr kv kw lj ll mb mc mk mw nd ng nj nk ph pf pl pr ps rh sc sh sj sk sl sm sn sp sr st sv sw sz th tj tl tr ts tw tx tz vl vr wh wl wr xh zb zd zh zl zs zv zw".split(
    " ",
  ),
);

/**
 * Whether a word read where a name stands sounds like one: a vowel in it, and its first two
 * letters a vowel or an opening some language names start on. An initial ("K.") passes.
 */
export function soundsLikeAName(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length < 2) return true;
  if (!VOWEL.test(letters)) return false;
  const [a, b] = [...letters.toLowerCase()];
  return VOWEL.test(a) || VOWEL.test(b) || ONSETS.has(a + b);
}
