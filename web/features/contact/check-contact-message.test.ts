import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "../../../common/contact";
import { checkContactMessage } from "./check-contact-message";

const valid = { name: " Ada ", email: "ada@example.com", subject: "Hi", message: "Hello there" };

describe("checkContactMessage", () => {
  it("trims and accepts a complete message", () => {
    expect(checkContactMessage(valid)).toEqual({ message: { ...valid, name: "Ada" } });
  });

  it("names every missing field with the API's wording", () => {
    expect(checkContactMessage({ name: " ", email: "", subject: "", message: "" })).toEqual({
      errors: {
        name: "Please enter your name",
        email: "Please enter your email",
        subject: "Please enter your subject",
        message: "Please enter your message",
      },
    });
  });

  it("refuses what the server refuses: too long, not an email", () => {
    const cases = [
      { ...valid, message: "x".repeat(5001) },
      { ...valid, email: "not-an-email" },
      { ...valid, email: "a@b" },
      { ...valid, email: "a..b@example.com" },
    ];
    for (const values of cases) {
      const result = checkContactMessage(values);
      expect("errors" in result).toBe(true);
      expect(contactMessageSchema.safeParse(values).success).toBe(false);
    }
  });

  it("accepts the addresses the server accepts", () => {
    for (const email of ["first.last+tag@sub.example.co.uk", "o'neil@example.org"]) {
      expect(checkContactMessage({ ...valid, email })).toEqual({ message: { ...valid, name: "Ada", email } });
      expect(contactMessageSchema.safeParse({ ...valid, email }).success).toBe(true);
    }
  });
});
