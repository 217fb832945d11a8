/**
 * The heading an app sets over an answer to someone's words, in the languages the sets hold:
 * "Response from Lakewood", "Reply from the owner", "Terry's reply", "Réponse de Decathlon".
 */
const ANSWER_FROM = /^(?:(?:response|reply|answer) from|réponse de|respuesta de|risposta d[ia]|resposta d[eo]|antwort (?:von|des))\s+(.{2,40})$/iu;
const ANSWER_OF = /^(\S+)['’]s (?:reply|response)$/iu;

/** Whom an answer's heading names ("the owner", "Lakewood", "Terry"), or undefined for any other line. */
export function answererOf(text: string): string | undefined {
  const line = text.trim();
  return ANSWER_FROM.exec(line)?.[1] ?? ANSWER_OF.exec(line)?.[1];
}
