/**
 * The heading an app sets over an answer to someone's words, in the languages the sets hold:
 * "Response from Lakewood", "Reply from the owner", "Terry's reply", "Réponse de Decathlon",
 * "Lumenhouse Lighting replied", and a friend's words over a dating profile ("Jozef vouched for Kieron").
 */
const ANSWER_FROM = /^(?:(?:response|reply|answer) from|réponse de|respuesta de|risposta d[ia]|resposta d[eo]|antwort (?:von|des))\s+(.{2,40})$/iu;
const ANSWER_OF = /^(\S+)['’]s (?:reply|response)$/iu;
/** A business or a person named, then that they answered: "Lumenhouse Lighting replied", "Ostrava Tiles responded · 2d". */
const ANSWERED = /^(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+[\p{L}\p{N}&'’.-]+){0,3})\s+(?:replied|responded)(?:\s*[·•-]\s*\S.{0,20})?$/u;
/** A friend's word for the person, as a dating app heads it: "Jozef vouched for Kieron". */
const VOUCHED = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})\s+(?:vouched for|vouches for)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u;
/** Who may not be the one a heading names: "She replied", "Nobody responded". */
const NO_ANSWERER = /^(?:he|she|they|it|you|we|i|nobody|no one|someone|somebody|everyone|owner has not|the seller has not)$/i;

/** Whom an answer's heading names ("the owner", "Lakewood", "Terry"), or undefined for any other line. */
export function answererOf(text: string): string | undefined {
  const line = text.trim();
  const answered = ANSWERED.exec(line)?.[1];
  const vouched = VOUCHED.exec(line)?.[1];
  return ANSWER_FROM.exec(line)?.[1] ?? ANSWER_OF.exec(line)?.[1] ?? vouched ?? (answered && !NO_ANSWERER.test(answered) ? answered : undefined);
}
