import { describe, expect, it } from "vitest";
import { type GrantForm, grantOutcomeMessage, nextGrantAttempt } from "./grant-attempt";

const form: GrantForm = { userId: "u1", amount: 3, reason: "render outage" };
const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe("nextGrantAttempt", () => {
  it("sends an unconfirmed grant again under the same id while the form asks for the same grant", () => {
    const newId = ids();
    const first = nextGrantAttempt(null, form, newId);
    expect(first.grantId).toBe("id-1");
    expect(nextGrantAttempt(first, { ...form }, newId).grantId).toBe("id-1");
    expect(nextGrantAttempt(first, { ...form, reason: " render outage " }, newId).grantId).toBe("id-1");
  });

  it("makes a new id for another grant: another amount, reason or account, or after the last one was answered", () => {
    const newId = ids();
    const first = nextGrantAttempt(null, form, newId);
    expect(nextGrantAttempt(first, { ...form, amount: 4 }, newId).grantId).toBe("id-2");
    expect(nextGrantAttempt(first, { ...form, reason: "goodwill" }, newId).grantId).toBe("id-3");
    expect(nextGrantAttempt(first, { ...form, userId: "u2" }, newId).grantId).toBe("id-4");
    expect(nextGrantAttempt(null, form, newId).grantId).toBe("id-5");
  });
});

describe("grantOutcomeMessage", () => {
  it("says whether this answer granted credits or found the grant already made", () => {
    expect(grantOutcomeMessage({ granted: true })).toBe("Granted.");
    expect(grantOutcomeMessage({ granted: false })).toMatch(/^Already granted/);
    expect(grantOutcomeMessage({ granted: false })).not.toBe("Granted.");
  });
});
