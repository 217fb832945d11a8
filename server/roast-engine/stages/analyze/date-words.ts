/**
 * How apps date things, as regular expression sources (matched case-insensitively): one place for
 * the month, the weekday and the clock that the line readers name times with.
 */

/** A month as apps shorten it ("Mar", "Sept"); a pattern may add `\w*` for the whole name. */
export const MONTH = "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec";
/** A month, short or whole, as a word of its own: "Mar" and "March", never "Marta". */
export const MONTH_WORD = `${MONTH}|january|february|march|april|june|july|august|september|october|november|december`;
/** A day of the week, as a chat or an email dates a message: "Wed", "Fri.", "Tuesday". */
export const WEEKDAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?`;
/** A time of day: "9:41", "11:59 PM", "7.05am". */
export const CLOCK = String.raw`\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?`;
