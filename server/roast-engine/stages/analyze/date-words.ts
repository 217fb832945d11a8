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
/**
 * How long ago, as apps in other languages print it after a name: "vor 4 Std.", "il y a 3 h",
 * "hace 2 días", "há 5 min", "3 ore fa", "2 uur geleden". English's "3 hours ago" each reader
 * writes with its own units.
 */
export const AGO_ABROAD = String.raw`(?:vor \d+\s?(?:sek|min|std|stunden?|tag(?:en)?|woche(?:n)?|monat(?:en)?|jahr(?:en)?)\.?|il y a \d+\s?(?:s|min|minutes?|h|heures?|j|jours?|semaines?|mois|ans?)|hace \d+\s?(?:s|min|minutos?|h|horas?|d|días?|semanas?|mes(?:es)?|años?)|há \d+\s?(?:min|minutos?|h|horas?|d|dias?|semanas?|mes(?:es)?|anos?)|\d+\s?(?:min|minuti|ore|ora|giorni|giorno|settimane|mesi|anni) fa|\d+\s?(?:min|minuten|uur|dag(?:en)?|weken|maanden|jaar) geleden)`;
