import { eq, sql } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
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

type ReadSessionUser = (headers: Headers) => Promise<SessionUser | null>;

/** The fast reader of each auth instance (createAuth attaches one; tests may run several servers). */
const readers = new WeakMap<Auth, ReadSessionUser>();

/** The user of the session cookie in these headers, or null when there is no valid session. */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const read = readers.get(auth);
  return read ? read(headers) : findThroughBetterAuth(auth, headers);
}

/**
 * Every signed-in request resolves its session. better-auth's getSession costs two queries, a
 * WebCrypto key import and its endpoint machinery each time; the common case, a live session not
 * yet due for renewal, needs one prepared query and a synchronous HMAC. Nothing is cached: a
 * session deleted a moment ago (sign-out, password reset, confirmation, a second sign-up) is
 * refused on the very next request. Anything unusual — expired, or old enough that better-auth
 * would extend it — goes through better-auth itself, so its clean-up and renewal are unchanged.
 */
export function attachSessionReader(auth: Auth, db: Db): void {
  const { session, user } = tables;
  const query = db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, name: user.name, createdAt: user.createdAt, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("find_session_user");
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    key: createCookieKey(context.secret),
    // better-auth renews a session once it is older than updateAge (moving expiresAt to now + expiresIn),
    // that is once no more than expiresIn - updateAge is left.
    renewWhenLeftMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
  }));
  readers.set(auth, async (headers) => {
    const { cookieName, key, renewWhenLeftMs } = await settings;
    const token = readSignedCookie(headers.get("cookie"), cookieName, key);
    if (!token) return null;
    const [row] = await query.execute({ token });
    if (!row) return null;
    const msLeft = row.expiresAt.getTime() - Date.now();
    if (msLeft <= 0 || msLeft <= renewWhenLeftMs) return findThroughBetterAuth(auth, headers);
    const { expiresAt: _expiresAt, ...found } = row;
    return found;
  });
}

async function findThroughBetterAuth(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, emailVerified, name, createdAt } = session.user;
  return { id, email, emailVerified, name, createdAt: new Date(createdAt) };
}
