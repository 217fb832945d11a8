/** A copy of the account's data, as /account shows it (GET/POST /api/account/export). */
export interface DataExportView {
  status: "building" | "ready";
  requestedAt: string;
  /** When the download link stops working (ready only). */
  expiresAt: string | null;
  /** The signed, single-use download link (ready only); it answers only the signed-in owner. */
  url: string | null;
}

/** How this account confirms its deletion (GET /api/account/deletion). */
export interface AccountDeletionView {
  /** "password": the account has one and types it; "email": a link is mailed instead. */
  confirmWith: "password" | "email";
}

/** The minimum age to hold an account (the terms say so): the sign-up checkbox confirms it with the terms. */
export const MINIMUM_AGE = 13;

/**
 * The refusal of a sign-up whose consent box is not ticked. One box (the API's `acceptTerms`)
 * confirms both the age and the Terms and Privacy Policy, so its refusal names both.
 */
export const CONSENT_REQUIRED_MESSAGE = `Please confirm you are ${MINIMUM_AGE} or older and accept the Terms of Service and Privacy Policy to create an account`;
