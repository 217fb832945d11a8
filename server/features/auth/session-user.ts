import type { Auth } from "./create-auth";

/** The signed-in user as routes see it (c.get("user")). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  createdAt: Date;
}

/** The user of the session cookie in these headers, or null when there is no valid session. */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, emailVerified, name, createdAt } = session.user;
  return { id, email, emailVerified, name, createdAt: new Date(createdAt) };
}
