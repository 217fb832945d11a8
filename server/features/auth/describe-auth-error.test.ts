import { describe, expect, it } from "vitest";
import { describeAuthError } from "./describe-auth-error";

describe("describeAuthError", () => {
  it("keeps better-auth's readable messages and titles them like the UI", () => {
    expect(describeAuthError({ path: "/sign-in/email", status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toEqual({
      error: "Invalid email or password",
      message: "Invalid email or password",
      title: "Login Failed",
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
    expect(describeAuthError({ path: "/sign-up/email", status: 400, code: "PASSWORD_TOO_SHORT", message: "Password too short" })).toMatchObject({
      title: "Sign Up Failed",
      message: "Password must be at least 8 characters",
    });
  });

  it("titles the terms refusal 'Terms Required'", () => {
    const body = describeAuthError({ path: "/sign-up/email", status: 400, code: "TERMS_REQUIRED", message: "Please accept the terms" });
    expect(body).toMatchObject({ title: "Terms Required", message: "Please accept the terms" });
  });

  it("tells an unverified user what happened and what to do", () => {
    const body = describeAuthError({ path: "/sign-in/email", status: 403, code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });
    expect(body.message).toMatch(/verify your email.*new verification link/);
  });

  it("says how long to wait after too many attempts", () => {
    expect(describeAuthError({ path: "/sign-in/email", status: 429, retryAfterSeconds: 840 })).toEqual({
      error: "Too many attempts. Please try again in 14 minutes.",
      message: "Too many attempts. Please try again in 14 minutes.",
      title: "Too many attempts",
      code: "RATE_LIMITED",
    });
    expect(describeAuthError({ path: "/sign-in/magic-link", status: 429, retryAfterSeconds: 20 }).message).toContain("in a minute");
  });

  it("tells a sign-in that came while too many passwords were being checked to try again shortly", () => {
    expect(describeAuthError({ path: "/sign-in/email", status: 503, code: "BUSY", retryAfterSeconds: 5 })).toEqual({
      error: "Lots of people are signing in right now. Please try again in a few seconds.",
      message: "Lots of people are signing in right now. Please try again in a few seconds.",
      title: "Busy right now",
      code: "BUSY",
    });
    expect(describeAuthError({ path: "/sign-in/email", status: 503, code: "OTHER", message: "pool exhausted" }).code).toBe("INTERNAL");
  });

  it("never passes on the details of a server error", () => {
    expect(describeAuthError({ path: "/callback/google", status: 500, message: "relation does not exist" })).toEqual({
      error: "An unexpected error occurred. Please try again.",
      message: "An unexpected error occurred. Please try again.",
      title: "Error",
      code: "INTERNAL",
    });
    expect(describeAuthError({ path: "/sign-in/social", status: 404, code: "PROVIDER_NOT_FOUND", message: "Provider not found" }).title).toBe(
      "Google Sign In Failed",
    );
  });

  it("tells a locked-out owner where the way in went, and names the reset form", () => {
    expect(describeAuthError({ path: "/sign-in/email", status: 429, code: "SIGN_IN_LOCKED", retryAfterSeconds: 840 })).toMatchObject({
      code: "SIGN_IN_LOCKED",
      title: "Too many attempts",
      error: "Too many failed sign-ins for this email. We've emailed you a sign-in link, or try again in 14 minutes.",
    });
    expect(describeAuthError({ path: "/reset-password", status: 400, code: "INVALID_TOKEN" })).toMatchObject({
      title: "Password Reset Failed",
      error: "This link is invalid or has expired. Please ask for a new one.",
    });
  });
});
