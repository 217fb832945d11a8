import { gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Whether a body of this type and size is worth gzipping (small or binary bodies are not). */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= 1024 && COMPRESSIBLE.test(contentType);
}

/** Whether the request's Accept-Encoding takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const gzip = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i.exec(acceptEncoding ?? "");
  return gzip !== null && (gzip[1] === undefined || Number(gzip[1]) > 0);
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
