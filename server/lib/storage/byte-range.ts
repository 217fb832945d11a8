/**
 * The single byte range of an HTTP `Range` header (RFC 9110 §14), resolved against the size.
 * - `null`: no range asked for (absent header, another unit, or several ranges) → send it all.
 * - `"unsatisfiable"`: a malformed or out-of-bounds byte range → 416.
 * Several ranges would need a multipart answer; players never ask for them, so we send the whole
 * file, which the RFC allows.
 */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

export function parseByteRange(header: string | undefined | null, size: number): ByteRange {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return null;
  const specs = match[1].split(",");
  if (specs.length > 1) return null;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]);
  if (!spec || (spec[1] === "" && spec[2] === "")) return "unsatisfiable";
  if (spec[1] === "") {
    // Suffix range: the last N bytes.
    const length = Number(spec[2]);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === "" ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
