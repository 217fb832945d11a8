import { eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { tables } from "../../../lib/db";
import { signInTestUser } from "../../auth/test-support/sign-in-test-user";

export type { TestServer };
export { startTestServer };

export interface TestBuyer {
  id: string;
  email: string;
  cookie: string;
  /** Calls the API with this user's session cookie; `json` becomes a JSON body. */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/** A signed-in, verified user of the test server, with a fetch that carries their session. */
export async function createBuyer(server: TestServer): Promise<TestBuyer> {
  const user = await signInTestUser(server.ctx);
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, headers, ...rest } = init;
    return fetch(new URL(path, server.url), {
      redirect: "manual",
      ...rest,
      method: rest.method ?? (json === undefined ? "GET" : "POST"),
      headers: { cookie: user.cookie, origin: server.url, ...(json === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  };
  return { ...user, call };
}

/** What the database holds for one user: balance, ledger, payments, subscriptions. */
/**
 * A user's billing rows as one snapshot: read apart, a job committing between the reads showed a
 * ledger's expiry row beside the balance from before it (a failed clean run).
 */
export async function readBilling(server: TestServer, userId: string) {
  return server.ctx.database.db.transaction(
    async (tx) => {
      const [credits] = await tx.select().from(tables.userCredits).where(eq(tables.userCredits.userId, userId));
      const ledger = await tx.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, userId));
      const payments = await tx.select().from(tables.userPayments).where(eq(tables.userPayments.userId, userId));
      const subscriptions = await tx.select().from(tables.subscriptions).where(eq(tables.subscriptions.userId, userId));
      return { credits, ledger, payments, subscriptions, grants: ledger.filter((row) => row.reason !== "welcome" && row.delta > 0) };
    },
    { isolationLevel: "repeatable read" },
  );
}

export async function countWebhookEvents(server: TestServer, provider: string): Promise<number> {
  const rows = await server.ctx.database.db.select().from(tables.webhookEvents).where(eq(tables.webhookEvents.provider, provider));
  return rows.length;
}

/** POSTs a raw webhook body with headers to our endpoint, as the provider would. */
export function postWebhook(server: TestServer, provider: string, payload: string, headers: Record<string, string>) {
  return fetch(`${server.url}/api/billing/webhooks/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: payload,
  });
}

/** The same delivery many times: `parallel` of them at once, the rest one after another. Returns the statuses. */
export async function deliverRepeatedly(send: () => Promise<Response>, total: number, parallel: number): Promise<number[]> {
  const burst = await Promise.all(Array.from({ length: parallel }, () => send()));
  const statuses = burst.map((r) => r.status);
  for (let i = parallel; i < total; i++) statuses.push((await send()).status);
  return statuses;
}
