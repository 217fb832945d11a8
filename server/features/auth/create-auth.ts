import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { BRAND } from "../../../common/brand";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../common/password-rules";
import type { Env } from "../../env";
import { type Database, tables } from "../../lib/db";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail";
import { createAuthAfterHook } from "./auth-after-hook";
import { createAuthBeforeHook } from "./auth-before-hook";
import { buildIpRateLimitRules } from "./auth-limits";
import { buildMagicLinkMail, buildPasswordResetMail, buildVerificationMail } from "./auth-mail";
import { carryMailboxBan } from "./carry-mailbox-ban";
import { DEFAULT_CALLBACK_PATH } from "./check-auth-request";
import { CLIENT_IP_HEADER } from "../../lib/client-ip";
import { markMailboxProven } from "./mark-mailbox-proven";
import { gatedPasswordHashing } from "./password-hashing";
import { remindExistingAccount, revokeUserSessions } from "./remind-existing-account";
import { revokeMailedLinks } from "./revoke-mailed-links";
import { createAuthMailSender } from "./send-auth-mail";
import { buildGooglePlugins } from "./google-sign-in";
import { grantWelcomeCredit } from "./welcome-credit";
import { trustedOriginsFor } from "../../lib/http/dev-origins";

export interface AuthDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  logger: Logger;
}

const VERIFICATION_LINK_MINUTES = 60;
const MAGIC_LINK_MINUTES = 15;
const RESET_LINK_MINUTES = 30;

/** Accounts and sessions (better-auth) on our database, mail and logger; mounted at /api/auth. */
export function createAuth({ env, database, mailer, logger }: AuthDeps) {
  const { db } = database;
  const { user, session, account, verification, rateLimit } = tables;
  const secure = env.isProduction || env.publicUrl.startsWith("https://");
  // Every auth mail goes through here: at most 5 per address per 15 minutes, whoever asks.
  const sendAuthMail = createAuthMailSender({ db, mailer, logger });
  const auth = betterAuth({
    appName: BRAND,
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    // Development also trusts the page opened at 127.0.0.1 or a LAN address (lib/http/dev-origins.ts).
    trustedOrigins: trustedOriginsFor(env),
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // better-auth's scrypt, a bounded number at once per process (password-hashing.ts).
      password: gatedPasswordHashing,
      onExistingUserSignUp: ({ user }): Promise<void> => remindExistingAccount({ api: auth.api, db, user }),
      sendResetPassword: ({ user, url }) => sendAuthMail(buildPasswordResetMail({ to: user.email, url, expiresInMinutes: RESET_LINK_MINUTES })),
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // A stolen session must not outlive the password it was stolen under.
      revokeSessionsOnPasswordReset: true,
      // The reset link came through the mailbox: the new password is proven by it. Links mailed
      // before it (other resets, sign-in links) must not outlive it.
      onPasswordReset: async ({ user }) => {
        await markMailboxProven(db, user.id);
        await revokeMailedLinks(db, user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in is refused, and the refusal comes with a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // Proving the mailbox ends every session made before the proof; the new one is made after.
      afterEmailVerification: (user) => revokeUserSessions(db, user.id),
      expiresIn: VERIFICATION_LINK_MINUTES * 60,
      sendVerificationEmail: ({ user, url }) => sendAuthMail(buildVerificationMail({ to: user.email, url, expiresInMinutes: VERIFICATION_LINK_MINUTES })),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        sendMagicLink: ({ email, url }) => sendAuthMail(buildMagicLinkMail({ to: email, url, expiresInMinutes: MAGIC_LINK_MINUTES })),
      }),
      ...buildGooglePlugins(env),
    ],
    // However the account was made (password, magic link, Google), it starts with the free roast.
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await carryMailboxBan(db, created);
            await grantWelcomeCredit(db, created.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthBeforeHook({
        db,
        sendUnlockLink: async (email) => {
          await auth.api.signInMagicLink({ body: { email, callbackURL: DEFAULT_CALLBACK_PATH }, headers: new Headers() });
        },
      }),
      after: createAuthAfterHook(db),
    },
    // In the database, so every API process counts the same attempts.
    rateLimit: { enabled: true, storage: "database", customRules: buildIpRateLimitRules() },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: "info",
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[level](err ? { err } : { details: args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
