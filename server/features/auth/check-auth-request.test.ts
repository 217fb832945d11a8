import { describe, expect, it } from "vitest";
import { buildEmailRateLimitKey, buildIpRateLimitRules } from "./auth-limits";
import { TERMS_REQUIRED_MESSAGE, checkAuthRequest, isCheckedAuthPath } from "./check-auth-request";

const signUp = (body: Record<string, unknown>) => checkAuthRequest("/sign-up/email", body);

describe("checkAuthRequest", () => {
  it("refuses a sign-up without accepted terms before anything else", () => {
    expect(signUp({ email: "nope", password: "x" })).toEqual({ ok: false, code: "TERMS_REQUIRED", message: TERMS_REQUIRED_MESSAGE });
    expect(signUp({ email: "a@example.com", password: "long enough", acceptTerms: "yes" })).toMatchObject({ code: "TERMS_REQUIRED" });
  });

  it("explains a bad email or password", () => {
    const base = { acceptTerms: true };
    expect(signUp({ ...base, email: "not-an-email", password: "long enough" })).toEqual({
      ok: false,
      code: "INVALID_EMAIL",
      message: "Please enter a valid email address",
    });
    expect(signUp({ ...base, password: "long enough" })).toMatchObject({ code: "INVALID_EMAIL", message: "Please enter your email" });
    expect(signUp({ ...base, email: "a@example.com", password: "short" })).toEqual({
      ok: false,
      code: "PASSWORD_TOO_SHORT",
      message: "Password must be at least 8 characters",
    });
    expect(signUp({ ...base, email: "a@example.com", password: "x".repeat(129) })).toMatchObject({ code: "PASSWORD_TOO_LONG" });
    expect(checkAuthRequest("/sign-in/email", { email: "a@example.com", password: "" })).toEqual({
      ok: false,
      code: "PASSWORD_REQUIRED",
      message: "Please enter your password",
    });
  });

  it("fills in the name and the landing page, and lower-cases the address", () => {
    const result = signUp({ acceptTerms: true, email: " Ada@Example.COM ", password: "long enough" });
    expect(result).toEqual({
      ok: true,
      email: "ada@example.com",
      body: { acceptTerms: true, email: "ada@example.com", password: "long enough", name: "", callbackURL: "/roast" },
    });
    expect(checkAuthRequest("/sign-in/magic-link", { email: "b@example.com", callbackURL: "/pricing" })).toMatchObject({
      body: { callbackURL: "/pricing" },
    });
  });

  it("checks a reset: the new password by the sign-up rules, the reset page as the link's landing", () => {
    expect(checkAuthRequest("/reset-password", { token: "t", newPassword: "short" })).toMatchObject({ ok: false, code: "PASSWORD_TOO_SHORT" });
    expect(checkAuthRequest("/reset-password", { newPassword: "long enough" })).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
    expect(checkAuthRequest("/reset-password", { token: "t", newPassword: "long enough" })).toEqual({
      ok: true,
      body: { token: "t", newPassword: "long enough" },
    });
    expect(checkAuthRequest("/request-password-reset", { email: "A@b.co" })).toMatchObject({
      ok: true,
      email: "a@b.co",
      body: { redirectTo: "/reset-password" },
    });
  });

  it("knows which paths it checks", () => {
    expect(isCheckedAuthPath("/sign-in/magic-link")).toBe(true);
    expect(isCheckedAuthPath("/reset-password")).toBe(true);
    expect(isCheckedAuthPath("/get-session")).toBe(false);
  });
});

describe("auth rate-limit rules", () => {
  it("keys the per-email counter by path and normalised address", () => {
    expect(buildEmailRateLimitKey("/sign-in/email", " Ada@Example.com")).toBe("email:/sign-in/email:ada@example.com");
  });

  it("limits the credential paths per IP over 15 minutes and leaves session reads alone", () => {
    const rules = buildIpRateLimitRules();
    expect(rules["/sign-up/email"]).toEqual({ window: 900, max: 10 });
    expect(rules["/sign-in/magic-link"]).toEqual({ window: 900, max: 10 });
    expect(rules["/request-password-reset"]).toEqual({ window: 900, max: 10 });
    expect(rules["/reset-password"]).toEqual({ window: 900, max: 10 });
    expect(rules["/get-session"]).toBe(false);
    // Password failures are counted by our hooks, so a right password is never refused for others' tries.
    expect(rules["/sign-in/email"]).toBe(false);
  });
});

describe("the minimum age", () => {
  it("is confirmed with the terms: a sign-up without the box ticked is refused with both named", () => {
    for (const acceptTerms of [undefined, false, "true", 1, "I am 13"]) {
      expect(signUp({ email: "a@example.com", password: "long enough", acceptTerms })).toEqual({
        ok: false,
        code: "TERMS_REQUIRED",
        message: "Please confirm you are 13 or older and accept the Terms of Service and Privacy Policy to create an account",
      });
    }
    expect(signUp({ email: "a@example.com", password: "long enough", acceptTerms: true })).toMatchObject({ ok: true });
  });
});
