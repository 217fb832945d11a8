/** Small pieces of the ASS subtitle format (rendered by libass inside ffmpeg). */

export const FONT = "DejaVu Sans";
/** Static layers last "forever": they are drawn once on a single frame that is then looped. */
export const FOREVER = "9:59:59.99";

export interface AssStyle {
  name: string;
  fontSize: number;
  color: string; // "#rrggbb"
  outlineColor?: string;
  outline?: number;
  shadow?: number;
  bold?: boolean;
  alignment?: number; // numpad position, 5 = centre
  marginL?: number;
  marginR?: number;
  alpha?: number; // 0 opaque .. 255 invisible
  /** The shadow's transparency (0 opaque .. 255 invisible); at least half by default. */
  shadowAlpha?: number;
  spacing?: number;
}

/** "#rrggbb" → ASS "&HBBGGRR&" (with alpha → "&HAABBGGRR"). */
export function toAssColor(hex: string, alpha?: number): string {
  const clean = hex.replace("#", "").padStart(6, "0");
  const bgr = `${clean.slice(4, 6)}${clean.slice(2, 4)}${clean.slice(0, 2)}`.toUpperCase();
  if (alpha === undefined) return `&H${bgr}&`;
  return `&H${Math.round(alpha).toString(16).padStart(2, "0").toUpperCase()}${bgr}`;
}

/** ms → "H:MM:SS.cc". */
export function toAssTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(c).padStart(2, "0")}`;
}

/** Braces and backslashes start override tags in ASS: spoken text must not contain them. */
export const escapeAssText = (text: string): string =>
  text
    .replace(/[{}\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();

function styleLine(s: AssStyle): string {
  const primary = toAssColor(s.color, s.alpha ?? 0);
  const outline = toAssColor(s.outlineColor ?? "#000000", s.alpha ?? 0);
  const back = toAssColor("#000000", s.shadowAlpha ?? Math.max(s.alpha ?? 0, 128));
  return [
    `Style: ${s.name}`,
    FONT,
    s.fontSize,
    primary,
    primary,
    outline,
    back,
    s.bold === false ? 0 : -1,
    0,
    0,
    0,
    100,
    100,
    s.spacing ?? 0,
    0,
    1,
    s.outline ?? 0,
    s.shadow ?? 0,
    s.alignment ?? 5,
    s.marginL ?? 0,
    s.marginR ?? 0,
    0,
    1,
  ].join(",");
}

/** A complete ASS document for a `width`x`height` canvas. */
export function buildAssDocument(size: { width: number; height: number }, styles: AssStyle[], events: string[]): string {
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${size.width}`,
    `PlayResY: ${size.height}`,
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    ...styles.map(styleLine),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...events,
    "",
  ].join("\n");
}

/** One Dialogue line. */
export function dialogue(options: { layer?: number; startMs: number; endMs?: number; style: string; text: string }): string {
  const end = options.endMs === undefined ? FOREVER : toAssTime(options.endMs);
  return `Dialogue: ${options.layer ?? 0},${toAssTime(options.startMs)},${end},${options.style},,0,0,0,,${options.text}`;
}
