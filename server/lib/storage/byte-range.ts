/**
 * The single byte range of an HTTP `Range` header (RFC 9110 §14), resolved against the size.
 * - `null`: no range asked for (absent header, another unit, or several ranges) → send it all.
 * - `"unsatisfiable"`: a malformed or out-of-bounds byte range → 416.
 * Several ranges would need a multipart answer; players never ask for them, so we send the whole
 * file, which the RFC allows.
 */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

/**
 * Players send "bytes=<start>-" or "bytes=<start>-<end>", well under 50 characters. A longer
 * header is ignored unread (the whole file is sent), as RFC 9110 §14.2 lets a server do.
 */
export const MAX_RANGE_HEADER_LENGTH = 200;

const DIGITS = /^\d*$/;

export function parseByteRange(header: string | undefined | null, size: number): ByteRange {
  if (!header || header.length > MAX_RANGE_HEADER_LENGTH) return null;
  return resolveByteRange(header, size);
}

/**
 * parseByteRange without the length cap. Split at "=", "," and "-" and trimmed: a regex with
 * adjacent `\s*` backtracked quadratically on a value full of spaces.
 */
export function resolveByteRange(header: string, size: number): ByteRange {
  const equals = header.indexOf("=");
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== "bytes") return null;
  const specs = header.slice(equals + 1).split(",");
  if (specs.length > 1) return null;
  const dash = specs[0].indexOf("-");
  if (dash < 0) return "unsatisfiable";
  const first = specs[0].slice(0, dash).trim();
  const last = specs[0].slice(dash + 1).trim();
  if (!DIGITS.test(first) || !DIGITS.test(last) || (first === "" && last === "")) return "unsatisfiable";
  if (first === "") {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
