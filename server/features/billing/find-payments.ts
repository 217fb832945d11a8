import { and, desc, eq } from "drizzle-orm";
import type { PaymentView } from "../../../common/billing";
import { type Db, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";

const { userPayments, subscriptionTiers } = tables;

/** The payment history shows the latest 10 payments: the account page lists no more. */
export const PAYMENT_HISTORY_LIMIT = 10;

const columns = {
  id: userPayments.id,
  amount: userPayments.amount,
  currency: userPayments.currency,
  creditsPurchased: userPayments.creditsPurchased,
  tierApplied: subscriptionTiers.name,
  paymentMethod: userPayments.paymentMethod,
  paymentStatus: userPayments.paymentStatus,
  createdAt: userPayments.createdAt,
};

type PaymentRow = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null };

const toView = (row: PaymentRow): PaymentView => ({
  id: row.id as string,
  amount: Number(row.amount),
  currency: row.currency as string,
  creditsPurchased: row.creditsPurchased ?? 0,
  tierApplied: row.tierApplied,
  paymentMethod: row.paymentMethod as string,
  paymentStatus: row.paymentStatus as string,
  createdAt: (row.createdAt as Date).toISOString(),
});

/** The user's own payments, newest first. Every query is scoped by user id. */
export async function findPayments(db: Db, userId: string, limit = PAYMENT_HISTORY_LIMIT): Promise<PaymentView[]> {
  const rows = await db
    .select(columns)
    .from(userPayments)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, userPayments.tierApplied))
    .where(eq(userPayments.userId, userId))
    .orderBy(desc(userPayments.createdAt))
    .limit(limit);
  return rows.map(toView);
}

/** One payment of the user's; someone else's answers 404, exactly like one that does not exist. */
export async function getPayment(db: Db, userId: string, paymentId: string): Promise<PaymentView> {
  const [row] = await db
    .select(columns)
    .from(userPayments)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, userPayments.tierApplied))
    .where(and(eq(userPayments.id, paymentId), eq(userPayments.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", "Payment not found");
  return toView(row);
}
