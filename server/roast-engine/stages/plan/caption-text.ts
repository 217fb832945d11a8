/**
 * What a caption shows of a spoken word. The script quotes the upload with quote marks
 * ('Aspiring influencer ✨ 0 brand deals (so far)'), which read as stray ticks in a two-word
 * caption ("'Aspiring", "far)'."): captions drop them and set the quoted words in the brand colour.
 */

const OPENING = /^["'“‘«]+/;
const CLOSING = /["'”’»]+(?=[.,!?;:…)]*$)/;
/** ASS reads braces and backslashes as override tags: they never reach a caption. */
const TAG_CHARACTERS = /[{}\\]/g;

/** The word as a caption shows it: without quote marks at its edges (an apostrophe inside stays), tags or runs of spaces. */
export function cleanCaptionWord(text: string): string {
  return text.replace(TAG_CHARACTERS, "").replace(/\s+/g, " ").trim().replace(OPENING, "").replace(CLOSING, "");
}

/**
 * Which words are inside a quotation: from a word that opens one to the word that closes it. An
 * opening mark never closed (a leading apostrophe, as in 'til) quotes nothing.
 */
export function findQuotedWords(words: readonly { text: string }[]): boolean[] {
  const quoted = words.map(() => false);
  for (let i = 0; i < words.length; i++) {
    if (!OPENING.test(words[i].text.trim())) continue;
    // The opening word itself may close the quotation ("'Interesting'"): its opening mark is not its closing one.
    const closes = (k: number) => CLOSING.test(k === i ? words[k].text.trim().replace(OPENING, "") : words[k].text.trim());
    let end = i;
    while (end < words.length && !closes(end)) end++;
    if (end >= words.length) continue;
    for (let k = i; k <= end; k++) quoted[k] = true;
    i = end;
  }
  return quoted;
}
