import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC signing for the built-in test checkout: its session tokens and the webhooks it posts to
 * our own endpoint. The key is derived from the auth secret, so it never needs configuring.
 */
export function deriveLocalBillingKey(authSecret: string): Buffer {
  return createHmac("sha256", authSecret).update("roastreel:local-billing:v1").digest();
}

const hmac = (key: Buffer, data: string) => createHmac("sha256", key).update(data).digest("base64url");

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `<payload>.<mac>`, both base64url: a tamper-proof token carrying JSON. */
export function signToken(key: Buffer, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${hmac(key, `token.${body}`)}`;
}

export function readToken(key: Buffer, token: string): unknown | null {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined || !safeEqual(mac, hmac(key, `token.${body}`))) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

export const LOCAL_SIGNATURE_HEADER = "x-roastreel-signature";
const TOLERANCE_SECONDS = 300;

/** The signature header of a webhook body: `t=<unix seconds>,v1=<mac of "t.body">`. */
export function signWebhook(key: Buffer, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return `t=${nowSeconds},v1=${hmac(key, `${nowSeconds}.${rawBody}`)}`;
}

export function isWebhookSignatureValid(key: Buffer, rawBody: string, header: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1");
  if (!Number.isInteger(t) || !v1 || Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return false;
  return safeEqual(v1, hmac(key, `${t}.${rawBody}`));
}
