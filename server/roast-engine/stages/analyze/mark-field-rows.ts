import type { ScreenLine, UploadKind } from "../../types";

/**
 * A form's rows: a short label at the left ("Marriage timeline", "Father", "Relocation") and its
 * value set against the right edge on the same row ("Within 2 years", "Retired bank manager",
 * "Open to it"). The label is the app's; the value is an answer picked or typed into a field, a
 * fact about the person (or about their father) and never a sentence of theirs to quote: the
 * reader had taken "Retired bank manager" for the owner's bio and "Within 2 years" for an answer,
 * and roasts quoted them as the person's words (held-out v26's matchmaking cards). The value stays
 * a detail the facts read. A chat's bubbles never share a row, and a chat is left as read.
 */
export function markFieldRows(lines: ScreenLine[], { kind, width }: { kind: UploadKind; width: number }): ScreenLine[] {
  if (kind === "chat" || width <= 0) return lines;
  const rows = new Map<number, "label" | "value">();
  lines.forEach((label, i) => {
    if (!isLabel(label, width)) return;
    const value = lines.findIndex((v, j) => j !== i && isValueOf(v, label, width));
    if (value < 0 || rows.has(value)) return;
    rows.set(i, "label");
    rows.set(value, "value");
  });
  return lines.map((line, i) => {
    const part = rows.get(i);
    if (part === "label") return { ...line, role: "ui", owner: "ui", author: undefined };
    if (part === "value") return { ...line, role: "detail" };
    return line;
  });
}

/** Words a field's label or value may have: a few, and no sentence's stop. */
const isFieldText = (text: string, most: number) => {
  const words = text.trim().split(/\s+/);
  return words.length <= most && /\p{L}{2}/u.test(text) && !/[.!?…:,;]$/.test(text.trim());
};

/** A label: a few words opening at the left of the screen (or its card), capitalised. */
function isLabel(line: ScreenLine, width: number): boolean {
  return line.owner !== "other" && line.box.x < width * LEFT_EDGE && /^\p{Lu}/u.test(line.text.trim()) && isFieldText(line.text, 3) && !/\d/.test(line.text);
}

/** A value of the label's row: on the same row, ending at the right edge, with a wide gap between the two. */
function isValueOf(value: ScreenLine, label: ScreenLine, width: number): boolean {
  const top = Math.max(value.box.y, label.box.y);
  const bottom = Math.min(value.box.y + value.box.h, label.box.y + label.box.h);
  const sameRow = bottom - top >= Math.min(value.box.h, label.box.h) * 0.5;
  const gap = value.box.x - (label.box.x + label.box.w);
  return (
    sameRow &&
    value.owner !== "other" &&
    gap >= width * GAP &&
    value.box.x + value.box.w >= width * RIGHT_EDGE &&
    value.box.x > width * 0.35 &&
    isFieldText(value.text, 4) &&
    !/^\d[\d,.]*$/.test(value.text.trim())
  );
}

/** Where a label opens, where a value ends, and the gap between them, as shares of the width. */
const LEFT_EDGE = 0.2;
const RIGHT_EDGE = 0.85;
const GAP = 0.12;
