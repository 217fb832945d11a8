import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Every key of the query cache, defined once. A key names one server answer, fetched one way:
 * two features that show the same answer share its query options, not a retyped key.
 */
export const queryKeys = {
  /** GET /api/account: credits, subscription and latest payments. */
  account: ["account"],
  /** GET /api/account/export: the copy of the user's data, building or ready. */
  dataExport: ["account", "export"],
  /** GET /api/account/deletion: how the user confirms deleting their account. */
  accountDeletion: ["account", "deletion"],
  /** GET /api/me: the studio's credit balance. */
  me: ["me"],
  /** GET /api/roasts: the user's roasts, newest first. */
  roasts: ["roasts"],
  narrators: ["narrators"],
  unlimitedMode: ["check-unlimited-mode"],
  share: (slug: string) => ["share", slug],
  tiers: ["tiers"],
  gallery: ["gallery"],
  publicConfig: ["public-config"],
  billingProviders: ["billing-providers"],
  paypalConfirm: (query: { subscription_id?: string; token?: string }) => ["paypal-confirm", query],
  paymentSuccess: (provider: string | null, sessionId: string | null) => ["payment-success", provider, sessionId],
  /** Every admin answer: invalidated together after an admin action. */
  admin: ["admin"],
  /** GET /api/me read for the admin flag, per user and kept for the page's life (see isAdminFlagKey). */
  adminFlag: (userId: string | undefined) => ["admin", "me", userId],
  adminStats: ["admin", "stats"],
  adminFailedRoasts: ["admin", "failed"],
  adminUser: (email: string) => ["admin", "user", email],
  adminMigration: ["admin", "migration"],
  /** GET /api/admin/reports: reported roasts awaiting review. */
  adminReports: ["admin", "reports"],
} as const;

/** The admin flag's entries, which sign-out keeps: keyed by user id, they cannot leak to another user. */
export const isAdminFlagKey = (key: QueryKey) => key[0] === "admin" && key[1] === "me";

/** The credit balance changed (a payment, a roast spent or refunded): both answers that carry it are read again. */
export async function invalidateBalance(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: queryKeys.account }), client.invalidateQueries({ queryKey: queryKeys.me })]);
}
