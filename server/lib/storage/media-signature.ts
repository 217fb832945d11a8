import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed media URLs for the local-directory storage: `/media/<key>?exp=<unix s>&sig=…(&dl=…)`.
 * The signature covers the key, the expiry and the download name, so none can be changed
 * without invalidating the link. The "media" prefix keeps these MACs apart from anything
 * else signed with the same secret.
 */
export interface MediaRequest {
  key: string;
  /** Expiry as Unix seconds. */
  exp: number;
  /** Set when the response should be a download with this file name. */
  dl?: string;
}

export function signMediaRequest(request: MediaRequest, secret: string): string {
  return createHmac("sha256", secret)
    .update(`media\n${request.key}\n${request.exp}\n${request.dl ?? ""}`)
    .digest("base64url");
}

export function buildSignedMediaUrl(baseUrl: string, request: MediaRequest, secret: string): string {
  const query = new URLSearchParams({ exp: String(request.exp), sig: signMediaRequest(request, secret) });
  if (request.dl !== undefined) query.set("dl", request.dl);
  return `${baseUrl}/media/${request.key}?${query.toString()}`;
}

export type MediaSignatureCheck = "valid" | "expired" | "invalid";

export function checkMediaSignature(
  request: MediaRequest & { sig: string },
  secret: string,
  nowSec: number = Math.floor(Date.now() / 1000),
): MediaSignatureCheck {
  if (!Number.isSafeInteger(request.exp)) return "invalid";
  const expected = Buffer.from(signMediaRequest(request, secret));
  const given = Buffer.from(request.sig);
  // timingSafeEqual needs equal lengths; a wrong length is simply a wrong signature.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return request.exp < nowSec ? "expired" : "valid";
}
