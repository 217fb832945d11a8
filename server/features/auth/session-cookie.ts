import { type KeyObject, createHmac, createSecretKey, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";

/** An HMAC-SHA256 signature in standard base64 is 44 characters ending in "=" (better-call's rule too). */
const SIGNATURE_LENGTH = 44;

/** The key better-auth signs its cookies with, made once: building it is most of a verify's cost. */
export function createCookieKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, "utf8"));
}

/**
 * The session token in a Cookie header, when its signature is ours; otherwise null. better-auth
 * writes `encodeURIComponent(token + "." + base64(HMAC-SHA256(secret, token)))`; it checks it with
 * WebCrypto, importing the key again on every request, which is checked here synchronously instead.
 */
export function readSignedCookie(cookieHeader: string | null, name: string, key: KeyObject): string | null {
  if (!cookieHeader?.includes(name)) return null;
  const value = parse(cookieHeader, name)[name];
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", key).update(token, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
