import { sql } from "drizzle-orm";
import type { AccountSummary, CreditLotView, SubscriptionView } from "../../../common/billing";
import { type Db, queryRows } from "../../lib/db";
import { findLatestSubscription, findPayments, findTierRow, type SelectedProviders } from "../billing";
import { getCredits } from "../credits";

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The paid lots still spendable, soonest expiry first: the "N expire on …" breakdown. */
async function findCreditLots(db: Db, userId: string): Promise<CreditLotView[]> {
  const rows = await queryRows<{ remaining: number; expires_at: Date | null }>(
    db,
    sql`
    SELECT remaining, expires_at FROM credit_ledger
    WHERE user_id = ${userId} AND kind = 'paid' AND delta > 0 AND remaining > 0
      AND (expires_at IS NULL OR expires_at > now())
    ORDER BY expires_at ASC NULLS LAST`,
  );
  return rows.map((r) => ({ remaining: Number(r.remaining), expiresAt: iso(r.expires_at) }));
}

/** Everything /account shows, read for the signed-in user only. */
export async function getAccountSummary(
  deps: { db: Db; billing: SelectedProviders; isProduction: boolean },
  user: { id: string; email: string; createdAt: Date },
): Promise<AccountSummary> {
  const { db, billing } = deps;
  const [credits, lots, latest, payments] = await Promise.all([
    getCredits(db, user.id),
    findCreditLots(db, user.id),
    findLatestSubscription(db, user.id),
    findPayments(db, user.id),
  ]);
  const mirrorTier = credits.subscriptionTierId ? await findTierRow(db, credits.subscriptionTierId) : null;
  const subscriptionTier = latest ? await findTierRow(db, latest.tierId) : null;
  const pendingTier = latest?.pendingTierId ? await findTierRow(db, latest.pendingTierId) : null;
  const subscription: SubscriptionView | null =
    latest && subscriptionTier
      ? {
          id: latest.id,
          provider: latest.provider,
          tierId: latest.tierId,
          tierName: subscriptionTier.name,
          price: Number(subscriptionTier.price),
          creditsIncluded: subscriptionTier.creditsIncluded,
          status: latest.status,
          currentPeriodStart: iso(latest.currentPeriodStart),
          currentPeriodEnd: iso(latest.currentPeriodEnd),
          cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
          hasPortal: Boolean(billing.get(latest.provider)?.createPortalLink),
          canAdvancePeriod: latest.provider === "local" && Boolean(billing.local) && !deps.isProduction,
          pendingTierId: pendingTier?.id ?? null,
          pendingTierName: pendingTier?.name ?? null,
        }
      : null;
  return {
    user: { id: user.id, email: user.email, createdAt: user.createdAt.toISOString() },
    credits: {
      freeRoastsRemaining: credits.freeRoastsRemaining,
      paidCredits: credits.paidCredits,
      total: credits.freeRoastsRemaining + credits.paidCredits,
      lots,
      subscriptionStatus: credits.subscriptionStatus ?? null,
      subscriptionTierId: credits.subscriptionTierId ?? null,
      subscriptionStartDate: iso(credits.subscriptionStartDate),
      subscriptionEndDate: iso(credits.subscriptionEndDate),
    },
    subscriptionTier: mirrorTier ? { id: mirrorTier.id, name: mirrorTier.name, price: Number(mirrorTier.price) } : null,
    subscription,
    payments,
  };
}
