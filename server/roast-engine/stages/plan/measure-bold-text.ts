/**
 * Advances of DejaVu Sans Bold (the captions' and cards' type, stages/render/link-fonts.ts) in ems,
 * measured from the bundled font (a run of each character set by sharp at 100 px). Characters
 * not listed take {@link DEFAULT_EM}: wide enough for most accented letters.
 */
const ADVANCE_EM: Record<string, number> = {
  " ": 0.35,
  "!": 0.46,
  '"': 0.52,
  "#": 0.84,
  "%": 1,
  "&": 0.87,
  "'": 0.31,
  "(": 0.46,
  ")": 0.46,
  "*": 0.52,
  ",": 0.38,
  "-": 0.42,
  ".": 0.38,
  "/": 0.37,
  ":": 0.4,
  ";": 0.4,
  "?": 0.58,
  "@": 1,
  "[": 0.46,
  "]": 0.46,
  _: 0.5,
  "|": 0.37,
  ...spread("0123456789$", 0.7),
  ...spread("+<=>^~", 0.84),
  ...spread("IJ", 0.37),
  ...spread("EFS", 0.68),
  ...spread("L", 0.64),
  ...spread("CPZTY", 0.73),
  ...spread("ABKRVX", 0.77),
  ...spread("DHNGOQU", 0.84),
  ...spread("M", 1),
  ...spread("W", 1.1),
  ...spread("ijl", 0.34),
  ...spread("f", 0.41),
  ...spread("t", 0.48),
  ...spread("r", 0.49),
  ...spread("cz", 0.59),
  ...spread("s", 0.6),
  ...spread("vxy", 0.65),
  ...spread("ak", 0.67),
  ...spread("eo", 0.69),
  ...spread("hnu", 0.71),
  ...spread("bdgpq", 0.72),
  ...spread("w", 0.92),
  ...spread("m", 1.04),
};
const DEFAULT_EM = 0.74;
/**
 * libass sizes type by the font's ascent plus descent, not its em: DejaVu's are 1.164 em, so an
 * ASS font size of 100 sets an em of 86 px.
 */
export const ASS_EM = 1 / 1.164;

function spread(chars: string, em: number): Record<string, number> {
  return Object.fromEntries([...chars].map((c) => [c, em]));
}

/** The width of `text` set in bold DejaVu Sans at ASS font size `fontSize` (output pixels). */
export function measureBoldText(text: string, fontSize: number): number {
  let ems = 0;
  for (const c of text) ems += ADVANCE_EM[c] ?? DEFAULT_EM;
  return ems * fontSize * ASS_EM;
}

/** Greedy word wrap of `text` into lines at most `width` wide (a word wider than that gets a line of its own). */
export function wrapBoldText(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measureBoldText(`${last} ${word}`, fontSize) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
