import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashMailbox, normalizeMailbox } from "./normalize-mailbox";

describe("normalizeMailbox", () => {
  it("lower-cases and drops the +tag of any domain", () => {
    expect(normalizeMailbox("Name@Example.COM")).toBe("name@example.com");
    expect(normalizeMailbox("name+1@example.com")).toBe("name@example.com");
    expect(normalizeMailbox(" name+roast+2@example.com ")).toBe("name@example.com");
  });

  it("keeps dots outside Gmail, where they make another mailbox", () => {
    expect(normalizeMailbox("n.a.m.e@example.com")).toBe("n.a.m.e@example.com");
  });

  it("drops dots for gmail.com and googlemail.com and treats both as gmail.com", () => {
    expect(normalizeMailbox("N.a.m.e@gmail.com")).toBe("name@gmail.com");
    expect(normalizeMailbox("na.me+x@GoogleMail.com")).toBe("name@gmail.com");
    expect(normalizeMailbox("name@gmail.com.example")).toBe("name@gmail.com.example");
  });
});

describe("hashMailbox", () => {
  it("is the SHA-256 of the normalized mailbox, the same for every spelling of it", () => {
    const expected = createHash("sha256").update("name@gmail.com").digest("hex");
    expect(hashMailbox("n.a.m.e+1@googlemail.com")).toBe(expected);
    expect(hashMailbox("NAME@gmail.com")).toBe(expected);
    expect(hashMailbox("name@example.com")).not.toBe(expected);
  });
});
