import type { Analysis } from "../../../types";

/** What is true of a screenshot whose words could not be read for sure: how full it is, and when it was taken. */
export interface ScreenFacts {
  /** Lines of text stand from near the top to near the bottom: a screen full of writing, whoever wrote it. */
  fullOfText: boolean;
  /** The phone's clock in the status bar, said in words, when it surely reads between midnight and six ("just after one in the morning"). */
  lateHour?: string;
}

/** Lines of text, the phone's own bars left out, that make a screen "full of writing". */
const FULL_LINES = 12;
/** …and the share of the screen's height they must span. */
const FULL_SPAN = 0.6;
/** A clock read this surely is the phone's time at the screenshot. */
const SURE_CLOCK = 0.9;
const HOURS = ["midnight", "one", "two", "three", "four", "five"];

/**
 * The facts of a screenshot that hold without reading a word of it: every line's box counts, each
 * line read or not (a script the reader does not read still fills a screen). The clock counts
 * only with its leading zero ("01:06"): a 24-hour clock, where "1:06" may be either end of the day.
 */
export function findScreenFacts(analysis: Analysis): ScreenFacts {
  if (!analysis.visual.isScreenshot || analysis.kind === "photo") return { fullOfText: false };
  const text = analysis.lines.filter((l) => l.role !== "status_bar" && l.role !== "navigation" && /\S{2}/u.test(l.text));
  const top = Math.min(...text.map((l) => l.box.y));
  const bottom = Math.max(...text.map((l) => l.box.y + l.box.h));
  const fullOfText = text.length >= FULL_LINES && bottom - top >= analysis.visual.height * FULL_SPAN;
  const clock = analysis.lines.find((l) => l.role === "status_bar" && l.confidence >= SURE_CLOCK && /^0[0-5]:[0-5]\d$/.test(l.text.trim()));
  if (!clock) return { fullOfText };
  const [hour, minute] = clock.text.trim().split(":").map(Number);
  const after = minute < 15 ? "just after" : "past";
  return { fullOfText, lateHour: hour === 0 ? `${after} midnight` : `${after} ${HOURS[hour]} in the morning` };
}
