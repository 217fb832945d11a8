import { tables } from "../../lib/db";

/** The signed-in user as routes see it (c.get("user")). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  createdAt: Date;
}

/** What a query joined to the session's row reads of it: its user, and when the session expires. */
export interface SessionRow extends SessionUser {
  expiresAt: Date;
}

/** A prepared query of the session with the token "token" (see sessionUserColumns, SessionReader.findRow). */
export interface SessionQuery<Row extends SessionRow> {
  execute(values: { token: string }): Promise<Row[]>;
}

/** The columns every session query reads: the user's, and the session's expiry. */
export function sessionUserColumns() {
  const { session, user } = tables;
  return { id: user.id, email: user.email, emailVerified: user.emailVerified, name: user.name, createdAt: user.createdAt, expiresAt: session.expiresAt };
}

/** The SessionUser part of a session row. */
export const toSessionUser = ({ id, email, emailVerified, name, createdAt }: SessionUser): SessionUser => ({ id, email, emailVerified, name, createdAt });
