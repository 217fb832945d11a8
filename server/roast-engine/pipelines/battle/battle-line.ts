import type { BattleSide } from "../../engine-types";
import type { Detail } from "../../stages/script/details/detail";
import type { ScriptTarget } from "../../types";

/** One turn as written: its side, its words, and the details it names (for the camera and the checks). */
export interface BattleLine {
  side: BattleSide;
  text: string;
  /** The turn's own side's fragment it roasts, as it stands in that upload. */
  fragment?: string;
  lineIds: string[];
  /** The turn side's details the line names, with the beat that names them (always 0: a turn is one beat). */
  used: Detail[];
  /** A comparison line: it names a fact of the other side too. */
  comparison?: { other?: Detail; fragment?: string };
  /** A model's turn: the fragments it roasts, checked against its upload, and where they are. */
  found?: { quoted: string[]; targets: ScriptTarget[] };
}

export const SIDES: [BattleSide, BattleSide] = ["a", "b"];

/** A line starts with a capital, whatever its first word was in the upload. */
export const capitalize = (text: string) => (/^\p{Ll}/u.test(text) ? text[0].toUpperCase() + text.slice(1) : text);
