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

/** The minimum age to hold an account (the terms say so): the sign-up checkbox confirms it. */
export const MINIMUM_AGE = 13;
