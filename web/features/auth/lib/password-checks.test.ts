import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../../common/password-rules";
import { checkPassword, isPasswordAcceptable } from "./password-checks";

const met = (password: string) => Object.fromEntries(checkPassword(password).map((check) => [check.id, check.met]));

describe("the password rules as the form shows them", () => {
  it("meets the length rule at the server's minimum, not a character before", () => {
    expect(met("a".repeat(MIN_PASSWORD_LENGTH - 1))).toEqual({ min: false, max: true });
    expect(met("a".repeat(MIN_PASSWORD_LENGTH))).toEqual({ min: true, max: true });
    expect(isPasswordAcceptable("")).toBe(false);
  });

  it("breaks the upper rule one character past the server's maximum", () => {
    expect(isPasswordAcceptable("a".repeat(MAX_PASSWORD_LENGTH))).toBe(true);
    expect(met("a".repeat(MAX_PASSWORD_LENGTH + 1))).toEqual({ min: true, max: false });
  });

  it("counts as the server does: an emoji is two units", () => {
    expect(isPasswordAcceptable("🔥".repeat(MIN_PASSWORD_LENGTH / 2))).toBe(true);
  });

  it("names each rule with its number", () => {
    expect(checkPassword("").map((check) => check.label)).toEqual([`At least ${MIN_PASSWORD_LENGTH} characters`, `At most ${MAX_PASSWORD_LENGTH} characters`]);
  });
});
