import { networkInterfaces } from "node:os";

export interface BannerFacts {
  role: "all" | "api" | "worker";
  url: string;
  port: number;
  isProduction: boolean;
  /** PUBLIC_URL was set (otherwise links and sign-in assume http://localhost:PORT). */
  publicUrlSet: boolean;
  trustedOrigins: string[];
  database: "pglite" | "postgres";
  storage: "local" | "s3";
  devMailbox: boolean;
  testCheckout: boolean;
  adminsConfigured: boolean;
  /** SUPPORT_EMAIL is set (otherwise the site names no support address). */
  supportEmailSet: boolean;
  /** This machine's LAN addresses (IPv4), to try the app on a phone. */
  lanAddresses: string[];
}

/** The machine's non-internal IPv4 addresses. */
export function findLanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === "IPv4" && !i.internal)
    .map((i) => (i as { address: string }).address);
}

/**
 * What a person starting the app needs to read, and nothing more: where to open it, where the
 * mails and test payments are, and in production which addresses sign-up will accept.
 */
export function formatBanner(f: BannerFacts): string {
  if (f.role === "worker") return `\n  RoastReel worker is running (${f.database}, ${f.storage} storage). Ctrl-C stops it after the current job.\n\n`;
  const lines = [
    `  RoastReel is running${f.role === "api" ? " (API only)" : ""}  ·  ${f.database === "pglite" ? "embedded database" : "PostgreSQL"}  ·  ${f.storage === "s3" ? "S3" : "local"} files`,
    "",
  ];
  lines.push(`  Open           ${f.url}`);
  if (!f.isProduction) for (const address of f.lanAddresses.slice(0, 2)) lines.push(`  On your Wi-Fi  http://${address}:${f.port}`);
  if (f.devMailbox) lines.push(`  Dev mailbox    ${f.url}/dev/mailbox   (sign-up and sign-in mails)`);
  if (f.testCheckout) lines.push(`  Payments       built-in test checkout, TEST MODE: ${f.url}/pricing`);
  lines.push(f.adminsConfigured ? `  Admin          ${f.url}/admin` : "  Admin          set ADMIN_EMAILS=you@example.com to open /admin");
  if (f.isProduction) {
    lines.push("", `  Sign-up and sign-in accept pages from: ${f.trustedOrigins.join(", ")}`);
    if (!f.publicUrlSet)
      lines.push("  PUBLIC_URL is not set: set it to the address people open (https://your.domain), or sign-up fails with 'Invalid origin'.");
    lines.push("  Opened at another address too? Add it to TRUSTED_ORIGINS (comma-separated).");
    if (!f.supportEmailSet) lines.push("  SUPPORT_EMAIL is not set: the site shows no support address, and contact-form messages go to a placeholder inbox.");
  }
  lines.push("", "  Logs follow. Ctrl-C stops the server.");
  return `\n${lines.join("\n")}\n\n`;
}
