import { and, eq, inArray } from "drizzle-orm";
import { tables } from "../../../lib/db";
import { type AccountUser, createAccountUser } from "../../account/test-support/account-test-kit";
import type { TestServer } from "./billing-test-kit";

export type { AccountUser };

/** A signed-in user whose password the test knows, so it can delete the account as they would. */
export const createDeletableUser = (server: TestServer) => createAccountUser(server);

/** Deletes the account through the account page's own request. */
export async function deleteAccount(user: AccountUser): Promise<void> {
  const res = await user.call("/api/account/deletion", { json: { password: user.password } });
  if (res.status !== 200) throw new Error(`account not deleted: ${res.status} ${await res.text()}`);
}

/** The user_payments rows of these provider refs, whoever they belong to. */
export async function readPaymentsByRef(server: TestServer, provider: "stripe" | "paypal", refs: string[]) {
  const { userPayments } = tables;
  return server.ctx.database.db
    .select()
    .from(userPayments)
    .where(and(eq(userPayments.provider, provider), inArray(userPayments.providerRef, refs)));
}
