export type CreditKind = "free" | "paid";

export interface CreditBalance {
  freeRoastsRemaining: number;
  paidCredits: number;
}

/** The spec's default for a user with no credits row: 1 free roast, 0 paid. */
export const DEFAULT_BALANCE: CreditBalance = { freeRoastsRemaining: 1, paidCredits: 0 };

/** Purchased credits are valid for one year (ADR 0007; README.md, "Plans and prices"). */
export const PURCHASED_CREDIT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export const dedupeKeys = {
  welcome: (userId: string) => `welcome:${userId}`,
  /** A roast's spend and refund: round 0 is its first run, round n its n-th retry (retry-roast.ts). */
  roastSpend: (roastId: string, round = 0) => (round === 0 ? `roast:${roastId}` : `roast:${roastId}:retry:${round}`),
  roastRefund: (roastId: string, round = 0) => (round === 0 ? `refund:${roastId}` : `refund:${roastId}:retry:${round}`),
  expiry: (lotId: string) => `expiry:${lotId}`,
  reroast: (roastId: string) => `reroast:${roastId}`,
  mailboxTaken: (lotId: string) => `mailbox-taken:${lotId}`,
} as const;

/**
 * The reason of the one-credit lots re-roasts were once paid from (dedupe key reroast:<parent>).
 * Re-roasts no longer touch the ledger; such lots are never spent by a roast nor refilled by a
 * refund, so none of them can become a credit.
 */
export const REROAST_GRANT_REASON = "reroast";
