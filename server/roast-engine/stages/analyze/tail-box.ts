import type { Box } from "../../types";
import type { RawLine } from "./build-screen-lines";

/**
 * Where a line's last words sit when reading kept only them ("tomas.eats Made pizza…" read as
 * the caption "Made pizza…", its author set aside): from the first kept word's own OCR box, else
 * estimated from where its characters start. The camera and the underline go to the words quoted,
 * not to the handle before them. A text that is not the end of the line leaves the box as it was.
 */
export function boxOfTail(raw: Pick<RawLine, "text" | "box" | "words">, text: string): Box {
  const { box } = raw;
  if (text === raw.text || text === "" || !raw.text.endsWith(text)) return box;
  const kept = text.split(" ").length;
  const words = raw.words;
  const first = words && words.length > kept ? words[words.length - kept] : undefined;
  const x = first?.box ? first.box.x : box.x + ((raw.text.length - text.length) * box.w) / raw.text.length;
  const right = box.x + box.w;
  return x > box.x && x < right ? { ...box, x, w: right - x } : box;
}
