import { describe, expect, it } from "vitest";
import { type BannerFacts, formatBanner } from "./start-banner";

const dev: BannerFacts = {
  role: "all",
  url: "http://localhost:3000",
  port: 3000,
  isProduction: false,
  publicUrlSet: false,
  trustedOrigins: ["http://localhost:3000"],
  database: "pglite",
  storage: "local",
  devMailbox: true,
  testCheckout: true,
  adminsConfigured: false,
  supportEmailSet: false,
  lanAddresses: ["192.168.1.20"],
};

describe("formatBanner", () => {
  it("shows a newcomer where to open the app, its mails, payments and the phone address", () => {
    const text = formatBanner(dev);
    expect(text).toContain("Open           http://localhost:3000");
    expect(text).toContain("On your Wi-Fi  http://192.168.1.20:3000");
    expect(text).toContain("http://localhost:3000/dev/mailbox");
    expect(text).toContain("TEST MODE");
    expect(text).toContain("set ADMIN_EMAILS=");
    expect(text).not.toContain("TRUSTED_ORIGINS");
    expect(text).not.toContain("SUPPORT_EMAIL");
    expect(text.split("\n").length).toBeLessThan(15);
  });

  it("tells production which addresses sign-up accepts and which settings to change", () => {
    const text = formatBanner({ ...dev, isProduction: true, devMailbox: false, testCheckout: false, adminsConfigured: true });
    expect(text).not.toContain("Wi-Fi");
    expect(text).toContain("accept pages from: http://localhost:3000");
    expect(text).toContain("PUBLIC_URL is not set");
    expect(text).toContain("TRUSTED_ORIGINS");
    expect(text).toContain("http://localhost:3000/admin");
    expect(formatBanner({ ...dev, isProduction: true, publicUrlSet: true })).not.toContain("PUBLIC_URL is not set");
    expect(text).toContain("SUPPORT_EMAIL is not set");
    expect(formatBanner({ ...dev, isProduction: true, supportEmailSet: true })).not.toContain("SUPPORT_EMAIL");
  });

  it("keeps the worker to one line", () => {
    expect(
      formatBanner({ ...dev, role: "worker" })
        .trim()
        .split("\n"),
    ).toHaveLength(1);
  });
});
