import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The account's signed links, HMAC-SHA256 over the account secret like the media links
 * (lib/storage/media-signature.ts): the data-export download and the mailed confirmation of a
 * deletion. Each MAC starts with its purpose, so neither can stand for the other or for a media link.
 */
export type LinkCheck = "valid" | "expired" | "invalid";

const mac = (secret: string, fields: string[]) => createHmac("sha256", secret).update(fields.join("\n")).digest("base64url");

function check(expected: string, given: string, exp: number, nowSec: number): LinkCheck {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return "invalid";
  return exp < nowSec ? "expired" : "valid";
}

export interface ExportLink {
  userId: string;
  exportId: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

export const signExportLink = (link: ExportLink, secret: string) => mac(secret, ["data-export", link.userId, link.exportId, String(link.exp)]);

export function checkExportLink(link: ExportLink & { sig: string }, secret: string, nowSec = Math.floor(Date.now() / 1000)): LinkCheck {
  if (!Number.isSafeInteger(link.exp)) return "invalid";
  return check(signExportLink(link, secret), link.sig, link.exp, nowSec);
}

/** The download's URL, under the API: it answers only the signed-in owner. */
export function buildExportUrl(publicUrl: string, link: ExportLink, secret: string): string {
  const query = new URLSearchParams({ id: link.exportId, exp: String(link.exp), sig: signExportLink(link, secret) });
  return `${publicUrl}/api/account/export/download?${query.toString()}`;
}

/** A deletion's mailed confirmation: `<exp>.<mac>`, bound to the account. */
export function signDeletionToken(userId: string, exp: number, secret: string): string {
  return `${exp}.${mac(secret, ["account-delete", userId, String(exp)])}`;
}

export function checkDeletionToken(token: string, userId: string, secret: string, nowSec = Math.floor(Date.now() / 1000)): LinkCheck {
  const [expText, sig, ...rest] = token.split(".");
  const exp = Number(expText);
  if (rest.length > 0 || !sig || !/^\d{1,12}$/.test(expText ?? "")) return "invalid";
  return check(mac(secret, ["account-delete", userId, String(exp)]), sig, exp, nowSec);
}
