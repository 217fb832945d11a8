import { DEFAULT_CALLBACK_PATH } from "./check-auth-request";

/** The two better-auth endpoints used here (typed apart from Auth, which is built with this). */
export interface AccountMailApi {
  signInMagicLink(input: { body: { email: string; callbackURL: string }; headers: Headers }): Promise<unknown>;
  sendVerificationEmail(input: { body: { email: string; callbackURL: string } }): Promise<unknown>;
}

/**
 * A sign-up for an address that already has an account answers exactly like a new one, so the
 * form cannot be used to find out who has an account. The mailbox owner still gets what helps:
 * a sign-in link, or (when the account was never confirmed) the verification link again.
 */
export async function remindExistingAccount(api: AccountMailApi, user: { email: string; emailVerified: boolean }): Promise<void> {
  const body = { email: user.email, callbackURL: DEFAULT_CALLBACK_PATH };
  if (user.emailVerified) await api.signInMagicLink({ body, headers: new Headers() });
  else await api.sendVerificationEmail({ body });
}
