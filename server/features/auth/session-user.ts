import type { KeyObject } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { type CreditBalance, DEFAULT_BALANCE } from "../credits/credit-types";
import type { Auth } from "./create-auth";
import { createCookieKey, readSignedCookie } from "./session-cookie";

/** The signed-in user as routes see it (c.get("user")). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  createdAt: Date;
}

/** A signed-in user with their balance, when it came with the session's row (see findSessionAccount). */
export interface SessionAccount {
  user: SessionUser;
  /** Absent when the session went through better-auth: read the balance then (getCredits). */
  credits?: CreditBalance;
}

/** What a query joined to the session's row reads of it: its user, and when the session expires. */
export interface SessionRow extends SessionUser {
  expiresAt: Date;
}

/** A prepared query of the session with the token "token" (see sessionUserColumns, findSessionRow). */
export interface SessionQuery<Row extends SessionRow> {
  execute(values: { token: string }): Promise<Row[]>;
}

interface SessionReader {
  findUser(headers: Headers): Promise<SessionUser | null>;
  findAccount(headers: Headers): Promise<SessionAccount | null>;
  findRow<Row extends SessionRow>(headers: Headers, query: SessionQuery<Row>): Promise<Row | "renew" | null>;
}

/** Verified Cookie headers kept per auth instance (~1 KB each at most: a few MB in all). */
const MAX_VERIFIED_COOKIES = 5000;
const MAX_KEPT_COOKIE_HEADER = 1024;

/** The fast reader of each auth instance (createAuth attaches one; tests may run several servers). */
const readers = new WeakMap<Auth, SessionReader>();

/** The user of the session cookie in these headers, or null when there is no valid session. */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const reader = readers.get(auth);
  return reader ? reader.findUser(headers) : findThroughBetterAuth(auth, headers);
}

/**
 * The session's user and their balance in one query (GET /api/me asks on every page load): the
 * credits row is the user's, joined to the same single row, read fresh like the session itself.
 */
export async function findSessionAccount(auth: Auth, headers: Headers): Promise<SessionAccount | null> {
  const reader = readers.get(auth);
  if (reader) return reader.findAccount(headers);
  const user = await findThroughBetterAuth(auth, headers);
  return user ? { user } : null;
}

/**
 * The session's row as read by a caller's own query, so a route can read what it needs in the same
 * round trip as the session (the query selects sessionUserColumns() from session joined to user,
 * where the token is the "token" placeholder). "renew" means the session is not a plain live one
 * (see attachSessionReader): resolve it with findSessionUser instead.
 */
export async function findSessionRow<Row extends SessionRow>(auth: Auth, headers: Headers, query: SessionQuery<Row>): Promise<Row | "renew" | null> {
  const reader = readers.get(auth);
  return reader ? reader.findRow(headers, query) : "renew";
}

/** The columns every session query reads: the user's, and the session's expiry. */
export function sessionUserColumns() {
  const { session, user } = tables;
  return { id: user.id, email: user.email, emailVerified: user.emailVerified, name: user.name, createdAt: user.createdAt, expiresAt: session.expiresAt };
}

/** The SessionUser part of a session row. */
export const toSessionUser = ({ id, email, emailVerified, name, createdAt }: SessionUser): SessionUser => ({ id, email, emailVerified, name, createdAt });

/**
 * Every signed-in request resolves its session. better-auth's getSession costs two queries, a
 * WebCrypto key import and its endpoint machinery each time; the common case, a live session not
 * yet due for renewal, needs one prepared query and a synchronous HMAC. Nothing is cached: a
 * session deleted a moment ago (sign-out, password reset, confirmation, a second sign-up) is
 * refused on the very next request. Anything unusual — expired, or old enough that better-auth
 * would extend it — goes through better-auth itself, so its clean-up and renewal are unchanged.
 */
export function attachSessionReader(auth: Auth, db: Db): void {
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
  // Cookie headers whose signature was good, with their token: parsing and checking the HMAC was
  // ~10 % of a signed-in read's CPU, and a browser sends the same header on every request. Only
  // valid ones are kept (a forged header is checked every time), and the session row is still read
  // on every request, so nothing about the session itself is remembered.
  const verified = new Map<string, string>();
  const readToken = (cookieHeader: string | null, cookieName: string, key: KeyObject): string | null => {
    if (!cookieHeader) return null;
    const known = verified.get(cookieHeader);
    if (known) return known;
    const token = readSignedCookie(cookieHeader, cookieName, key);
    if (token && cookieHeader.length <= MAX_KEPT_COOKIE_HEADER) {
      if (verified.size >= MAX_VERIFIED_COOKIES) verified.delete(verified.keys().next().value as string);
      verified.set(cookieHeader, token);
    }
    return token;
  };
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
  readers.set(auth, {
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
      // No credits row yet means the spec's default balance (as getCredits answers).
      const credits = row.freeRoastsRemaining === null || row.paidCredits === null ? { ...DEFAULT_BALANCE } : { freeRoastsRemaining: row.freeRoastsRemaining, paidCredits: row.paidCredits };
      return { user: toSessionUser(row), credits };
    },
  });
}

async function findThroughBetterAuth(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, emailVerified, name, createdAt } = session.user;
  return { id, email, emailVerified, name, createdAt: new Date(createdAt) };
}
