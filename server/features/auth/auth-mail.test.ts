import { describe, expect, it } from "vitest";
import { BRAND } from "../../../common/brand";
import { buildMagicLinkMail, buildVerificationMail } from "./auth-mail";

const url = "http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2Froast";

describe("auth mail", () => {
  it("sends the verification link in text and HTML, with the brand and the expiry", () => {
    const mail = buildVerificationMail({ to: "ada@example.com", url, expiresInMinutes: 60 });
    expect(mail.to).toBe("ada@example.com");
    expect(mail.subject).toBe(`Confirm your email for ${BRAND}`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("1 hour.");
    expect(mail.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=abc.def&amp;callbackURL=%2Froast"');
  });

  it("words the magic link for new and returning users alike", () => {
    const mail = buildMagicLinkMail({ to: "bo@example.com", url, expiresInMinutes: 15 });
    expect(mail.subject).toBe(`Your ${BRAND} sign-in link`);
    expect(mail.text).toContain("expires in 15 minutes");
    expect(mail.text).toContain("creates your account");
    expect(mail.html).toContain(`Sign in to ${BRAND}`);
  });

  it("escapes markup that reaches the HTML", () => {
    const mail = buildMagicLinkMail({ to: "x@example.com", url: 'http://x/"><script>alert(1)</script>', expiresInMinutes: 15 });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&quot;&gt;&lt;script&gt;");
  });
});
