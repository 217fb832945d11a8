import { describe, expect, it } from "vitest";
import { isTrustedShareSubmission } from "./share-submission";

describe("isTrustedShareSubmission", () => {
  it("trusts the browser's own navigation (the share sheet) and our own pages", () => {
    expect(isTrustedShareSubmission("none")).toBe(true);
    expect(isTrustedShareSubmission("same-origin")).toBe(true);
  });

  it("refuses another site, another origin of this site, and a request that does not say", () => {
    for (const value of ["cross-site", "same-site", "", "None", "same-origin, none", undefined]) {
      expect(isTrustedShareSubmission(value)).toBe(false);
    }
  });
});
