import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactMessageSchema } from "./contact";

const valid = { name: "Sam", email: "sam@example.com", subject: "Hello", message: "Loved my roast." };

describe("contactMessageSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Sam  " }).name).toBe("Sam");
  });

  it("requires every field, whitespace counting as empty", () => {
    const result = contactMessageSchema.safeParse({ name: " ", email: "", subject: "", message: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Please enter your name", "Please enter your email", "Please enter your subject", "Please enter your message"]),
    );
  });

  it("rejects an invalid email and over-long text", () => {
    expect(contactMessageSchema.safeParse({ ...valid, email: "not-an-email" }).error?.issues[0].message).toBe("Please enter a valid email address");
    const long = "x".repeat(CONTACT_LIMITS.message + 1);
    expect(contactMessageSchema.safeParse({ ...valid, message: long }).success).toBe(false);
  });
});
