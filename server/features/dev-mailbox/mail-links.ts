/** Links in a mail, so the dev mailbox can make them clickable (sign-up, magic-link, reset). */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a URL is not part of it.
const TRAILING = new Set(".,;:!?)]");

export type TextPart = { kind: "text"; value: string } | { kind: "link"; value: string };

/** Splits plain text into text and http(s) link parts, in order. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimTrailingPunctuation(match[0]);
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

/**
 * Walked back from the end: `/[.,;:!?)\]]+$/` retried a run of dots from each of its starts, which
 * is quadratic, and a contact message (up to 5,000 characters) lands in this outbox.
 */
function trimTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING.has(url[end - 1])) end--;
  return url.slice(0, end);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Every distinct http(s) link of a message: in the text, then the HTML's hrefs. */
export function extractLinks(text: string, html?: string | null): string[] {
  const links = splitLinks(text).flatMap((p) => (p.kind === "link" ? [p.value] : []));
  for (const match of (html ?? "").matchAll(/href\s*=\s*(["'])(https?:\/\/[^"']+)\1/gi)) {
    links.push(decodeEntities(match[2]));
  }
  return [...new Set(links)];
}
