import { describe, expect, it } from "vitest";
import { REDACTED, redactUrlSecrets } from "./redact-url-secrets";

describe("redactUrlSecrets", () => {
  it("hides the reset token in the path, and the callback after it", () => {
    expect(redactUrlSecrets("/api/auth/reset-password/Abc123tok")).toBe(`/api/auth/reset-password/${REDACTED}`);
    expect(redactUrlSecrets("/api/auth/reset-password/Abc123tok?callbackURL=http%3A%2F%2Fattacker.example%2F")).toBe(
      `/api/auth/reset-password/${REDACTED}?callbackURL=${REDACTED}`,
    );
  });

  it("hides mailed tokens, OAuth codes and media signatures in the query, and keeps the rest", () => {
    expect(redactUrlSecrets("/api/auth/verify-email?token=eyJ.abc.def&callbackURL=%2Froast")).toBe(
      `/api/auth/verify-email?token=${REDACTED}&callbackURL=${REDACTED}`,
    );
    expect(redactUrlSecrets("/api/auth/magic-link/verify?token=secret&newUserCallbackURL=/x&errorCallbackURL=/y")).toBe(
      `/api/auth/magic-link/verify?token=${REDACTED}&newUserCallbackURL=${REDACTED}&errorCallbackURL=${REDACTED}`,
    );
    expect(redactUrlSecrets("/api/auth/callback/google?code=c0de&state=st4te&iss=https%3A%2F%2Fid")).toBe(
      `/api/auth/callback/google?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fid`,
    );
    expect(redactUrlSecrets("/media/u/1/landscape.mp4?exp=1700000000&sig=abcdef&dl=roast.mp4")).toBe(
      `/media/u/1/landscape.mp4?exp=1700000000&sig=${REDACTED}&dl=roast.mp4`,
    );
  });

  it("recognises a parameter however its name is spelled or encoded", () => {
    expect(redactUrlSecrets("/x?TOKEN=a&%74oken=b&redirectTo=http://a.example")).toBe(`/x?TOKEN=${REDACTED}&%74oken=${REDACTED}&redirectTo=${REDACTED}`);
    expect(redactUrlSecrets("/api/auth/Reset-Password/tok")).toBe(`/api/auth/Reset-Password/${REDACTED}`);
    expect(redactUrlSecrets("/api/auth/reset%2Dpassword/tok")).toBe(`/api/auth/reset%2Dpassword/${REDACTED}`);
  });

  it("hides the local checkout's session token", () => {
    expect(redactUrlSecrets("/billing/local-checkout/t0ken/pay")).toBe(`/billing/local-checkout/${REDACTED}/pay`);
  });

  it("leaves paths with no secret as they are", () => {
    for (const path of ["/api/roasts/2f1c/reroast", "/api/auth/reset-password", "/api/auth/reset-password/", "/api/share/AbCdEf?x=1", "/"]) {
      expect(redactUrlSecrets(path)).toBe(path);
    }
  });
});
