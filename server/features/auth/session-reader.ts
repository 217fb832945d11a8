import { eq, sql } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { type CreditBalance, DEFAULT_BALANCE } from "../credits";
import type { Auth } from "./create-auth";
import { createCookieKey } from "./session-cookie";
import { type SessionQuery, type SessionRow, type SessionUser, sessionUserColumns, toSessionUser } from "../shared/session-user";
import { createVerifiedCookies } from "./verified-cookies";

/** A signed-in user with their balance, when it came with the session's row (see SessionReader.findAccount). */
export interface SessionAccount {
  user: SessionUser;
  /** Absent when the session went through better-auth: read the balance then (getCredits). */
  credits?: CreditBalance;
}

/** Reads the session of a request's Cookie header (the context's `session`, built with createSessionReader). */
export interface SessionReader {
  /** The user of the session cookie in these headers, or null when there is no valid session. */
  findUser(headers: Headers): Promise<SessionUser | null>;
  /**
   * The session's user and their balance in one query (GET /api/me asks on every page load): the
   * credits row is the user's, joined to the same single row, read fresh like the session itself.
   */
  findAccount(headers: Headers): Promise<SessionAccount | null>;
  /**
   * The session's row as read by a caller's own query, so a route can read what it needs in the
   * same round trip as the session (the query selects sessionUserColumns() from session joined to
   * user, where the token is the "token" placeholder). "renew" means the session is not a plain
   * live one: resolve it with findUser instead.
   */
  findRow<Row extends SessionRow>(headers: Headers, query: SessionQuery<Row>): Promise<Row | "renew" | null>;
}

/**
 * Every signed-in request resolves its session. better-auth's getSession costs two queries, a
 * WebCrypto key import and its endpoint machinery each time; the common case, a live session not
 * yet due for renewal, needs one prepared query and a synchronous HMAC. Nothing is cached: a
 * session deleted a moment ago (sign-out, password reset, confirmation, a second sign-up) is
 * refused on the very next request. Anything unusual — expired, or old enough that better-auth
 * would extend it — goes through better-auth itself, so its clean-up and renewal are unchanged.
 */
export function createSessionReader(auth: Auth, db: Db): SessionReader {
  const { session, user, userCredits } = tables;
  const userColumns = sessionUserColumns();
  const byToken = eq(session.token, sql.placeholder("token"));
  const userQuery = db.select(userColumns).from(session).innerJoin(user, eq(session.userId, user.id)).where(byToken).prepare("find_session_user");
  const accountQuery = db
    .select({ ...userColumns, freeRoastsRemaining: userCredits.freeRoastsRemaining, paidCredits: userCredits.paidCredits })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .where(byToken)
    .prepare("find_session_account");
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    key: createCookieKey(context.secret),
    // better-auth renews a session once it is older than updateAge (moving expiresAt to now + expiresIn),
    // that is once no more than expiresIn - updateAge is left.
    renewWhenLeftMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
  }));
  const readToken = createVerifiedCookies();
  /** The live session's row, "renew" when better-auth must handle it, or null when there is none. */
  const findRow = async <Row extends SessionRow>(headers: Headers, query: SessionQuery<Row>): Promise<Row | "renew" | null> => {
    const { cookieName, key, renewWhenLeftMs } = await settings;
    const token = readToken(headers.get("cookie"), cookieName, key);
    if (!token) return null;
    const [row] = await query.execute({ token });
    if (!row) return null;
    const msLeft = row.expiresAt.getTime() - Date.now();
    return msLeft <= 0 || msLeft <= renewWhenLeftMs ? "renew" : row;
  };
  return {
    findRow,
    async findUser(headers) {
      const row = await findRow(headers, userQuery);
      if (row === "renew") return findThroughBetterAuth(auth, headers);
      return row && toSessionUser(row);
    },
    async findAccount(headers) {
      const row = await findRow(headers, accountQuery);
      if (row === "renew") {
        const renewed = await findThroughBetterAuth(auth, headers);
        return renewed && { user: renewed };
      }
      if (!row) return null;
      // No credits row yet means the default balance (as getCredits answers).
      const credits =
        row.freeRoastsRemaining === null || row.paidCredits === null
          ? { ...DEFAULT_BALANCE }
          : { freeRoastsRemaining: row.freeRoastsRemaining, paidCredits: row.paidCredits };
      return { user: toSessionUser(row), credits };
    },
  };
}

async function findThroughBetterAuth(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, emailVerified, name, createdAt } = session.user;
  return { id, email, emailVerified, name, createdAt: new Date(createdAt) };
}
