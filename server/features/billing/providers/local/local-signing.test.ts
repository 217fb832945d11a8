import { describe, expect, it } from "vitest";
import { deriveLocalBillingKey, isWebhookSignatureValid, readToken, signToken, signWebhook } from "./local-signing";

const key = deriveLocalBillingKey("a-secret-of-at-least-thirty-two-characters!!");
const otherKey = deriveLocalBillingKey("another-secret-of-at-least-thirty-two-chars!");

describe("test checkout signing", () => {
  it("round-trips a token and rejects a tampered or foreign one", () => {
    const token = signToken(key, { sid: "s1", userId: "u1" });
    expect(readToken(key, token)).toEqual({ sid: "s1", userId: "u1" });
    const [body, mac] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ sid: "s1", userId: "u2" })).toString("base64url")}.${mac}`;
    expect(readToken(key, forged)).toBeNull();
    expect(readToken(otherKey, token)).toBeNull();
    expect(readToken(key, `${body}`)).toBeNull();
  });

  it("accepts a fresh webhook signature and rejects a changed body, a foreign key or a stale time", () => {
    const body = JSON.stringify({ id: "evt_1" });
    const header = signWebhook(key, body, 1_000_000);
    expect(isWebhookSignatureValid(key, body, header, 1_000_010)).toBe(true);
    expect(isWebhookSignatureValid(key, `${body} `, header, 1_000_010)).toBe(false);
    expect(isWebhookSignatureValid(otherKey, body, header, 1_000_010)).toBe(false);
    expect(isWebhookSignatureValid(key, body, header, 1_000_400)).toBe(false);
    expect(isWebhookSignatureValid(key, body, undefined)).toBe(false);
  });
});
