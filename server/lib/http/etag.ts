/**
 * Whether an If-None-Match header names this entity tag, by the weak comparison RFC 9110 asks of
 * GET (`W/"x"` and `"x"` match each other); `*` matches any current answer.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
