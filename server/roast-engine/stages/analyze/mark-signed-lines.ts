import type { ScreenLine } from "../../types";

/** An entry that ends on its writer's name after a dash: "Booked and paid. - Valka", "No brass band this time. — Truda". */
const SIGNED = /^(.*[.!?)])\s+[-–—~]\s?(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}\.?)?)$/u;
/** A screen signs its entries when two or more of them are signed: one dash and a name may be a quote's credit. */
const SIGNED_ENTRIES = 2;

/**
 * Entries a shared note, list or board signs at their end, whatever the app: each is its signer's,
 * with the lines of its block above the signed one (wrapped there, up to the previous signed entry),
 * and the signature is no one's words. Only takes lines from the person, never gives any.
 */
export function markSignedLines(lines: ScreenLine[]): ScreenLine[] {
  const signed = lines.map((line) => (line.owner === "self" ? SIGNED.exec(line.text.trim()) : null));
  if (signed.filter(Boolean).length < SIGNED_ENTRIES) return lines;
  const read = [...lines];
  signed.forEach((match, at) => {
    if (!match) return;
    const signer = match[2];
    read[at] = { ...read[at], text: match[1], owner: "other", author: signer };
    for (let i = at - 1; i >= 0 && !signed[i] && wrapsInto(lines[i], lines[i + 1]); i--) read[i] = { ...read[i], owner: "other", author: signer };
  });
  return read;
}

/** The line above is the same entry wrapped: the person's words, right over the next line in its column. */
function wrapsInto(above: ScreenLine, line: ScreenLine): boolean {
  const h = Math.max(above.box.h, line.box.h);
  const gap = line.box.y - (above.box.y + above.box.h);
  return above.owner === "self" && !/[.!?]$/.test(above.text.trim()) && gap >= -h * 0.3 && gap <= h * 0.8 && Math.abs(above.box.x - line.box.x) <= h;
}
