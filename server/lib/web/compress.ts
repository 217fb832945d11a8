import { gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Browsers send 20–60 characters ("gzip, deflate, br, zstd"). A longer value is not parsed at all:
 * it is answered as if absent, uncompressed, which RFC 9110 §12.5.3 always allows.
 */
export const MAX_ACCEPT_ENCODING_LENGTH = 256;

/** A qvalue as RFC 9110 §12.4.2 writes it: 0 to 1 with up to three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Whether a body of this type and size is worth gzipping (small or binary bodies are not). */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= 1024 && COMPRESSIBLE.test(contentType);
}

/** Whether the request's Accept-Encoding takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding || acceptEncoding.length > MAX_ACCEPT_ENCODING_LENGTH) return false;
  return readGzipWeight(acceptEncoding) > 0;
}

/**
 * gzip's weight in an Accept-Encoding list: its own entry's q, else `*`'s, else 0 (RFC 9110
 * §12.5.3: a coding named outright outranks the wildcard). Split and trimmed, never matched by a
 * regex with adjacent `\s*`, which backtracked quadratically on a value full of spaces.
 */
export function readGzipWeight(acceptEncoding: string): number {
  let wildcard: number | undefined;
  for (const entry of acceptEncoding.split(",")) {
    const [coding, ...params] = entry.split(";");
    const name = coding.trim().toLowerCase();
    if (name !== "gzip" && name !== "*") continue;
    const weight = readWeight(params);
    if (weight === undefined) continue;
    if (name === "gzip") return weight;
    wildcard ??= weight;
  }
  return wildcard ?? 0;
}

/** The q parameter of one entry (1 when absent); undefined when it is malformed. */
function readWeight(params: string[]): number | undefined {
  for (const param of params) {
    const equals = param.indexOf("=");
    if (equals < 0 || param.slice(0, equals).trim().toLowerCase() !== "q") continue;
    const q = param.slice(equals + 1).trim();
    return QVALUE.test(q) ? Number(q) : undefined;
  }
  return 1;
}

/** gzip, remembered per key: built files never change while the server runs. */
export function createGzipCache() {
  const cache = new Map<string, Buffer>();
  return (key: string, body: Buffer | string): Buffer => {
    let zipped = cache.get(key);
    if (!zipped) {
      zipped = gzipSync(body, { level: 9 });
      cache.set(key, zipped);
    }
    return zipped;
  };
}
