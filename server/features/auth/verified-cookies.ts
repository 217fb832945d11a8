import type { KeyObject } from "node:crypto";
import { readSignedCookie } from "./session-cookie";

/** Verified Cookie headers kept per session reader (~1 KB each at most: a few MB in all). */
const MAX_VERIFIED_COOKIES = 5000;
const MAX_KEPT_COOKIE_HEADER = 1024;

/**
 * Reads the session token of a Cookie header, remembering headers whose signature was good:
 * parsing and checking the HMAC was ~10 % of a signed-in read's CPU, and a browser sends the same
 * header on every request. Only valid ones are kept (a forged header is checked every time), and
 * the session row is still read on every request, so nothing about the session itself is remembered.
 */
export function createVerifiedCookies() {
  const verified = new Map<string, string>();
  return (cookieHeader: string | null, cookieName: string, key: KeyObject): string | null => {
    if (!cookieHeader) return null;
    const known = verified.get(cookieHeader);
    if (known) return known;
    const token = readSignedCookie(cookieHeader, cookieName, key);
    if (token && cookieHeader.length <= MAX_KEPT_COOKIE_HEADER) {
      if (verified.size >= MAX_VERIFIED_COOKIES) verified.delete(verified.keys().next().value as string);
      verified.set(cookieHeader, token);
    }
    return token;
  };
}
