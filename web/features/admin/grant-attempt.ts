/**
 * An admin grant as the form last sent it. Its id is the ledger's dedupe key (server
 * grant-admin-credits.ts): sending the same id again can never grant twice. So the id stays while
 * the grant is unconfirmed — a retry after a timeout may follow a request that did land — and a
 * new one is made only once the server has answered, or when the form now asks for another grant.
 */
export interface GrantAttempt {
  grantId: string;
  userId: string;
  amount: number;
  reason: string;
}

export type GrantForm = Omit<GrantAttempt, "grantId">;

/** The same grant: same account, amount and reason (the server trims the reason, so we compare trimmed). */
const isSameGrant = (attempt: GrantAttempt, form: GrantForm) =>
  attempt.userId === form.userId && attempt.amount === form.amount && attempt.reason.trim() === form.reason.trim();

/** What to send: the unconfirmed attempt again if the form still asks for it, otherwise a new grant. */
export function nextGrantAttempt(unconfirmed: GrantAttempt | null, form: GrantForm, newId: () => string): GrantAttempt {
  if (unconfirmed && isSameGrant(unconfirmed, form)) return unconfirmed;
  return { ...form, grantId: newId() };
}

/**
 * What the page says once the server answered. `granted: false` means this grant's id was already
 * on the ledger: an earlier send of it landed (its answer was lost), and nothing was added now.
 */
export function grantOutcomeMessage(result: { granted: boolean }): string {
  return result.granted ? "Granted." : "Already granted: this grant went through before, nothing was added again.";
}
