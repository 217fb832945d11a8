import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Plans: the three monthly tiers and the 'One-off' pack (kind one_off). Seeded at start-up. */
export const subscriptionTiers = pgTable("subscription_tiers", {
  id: text("id").primaryKey(), // starter | essentials | creator | oneoff
  name: text("name").notNull(),
  kind: text("kind").notNull().$type<"subscription" | "one_off">(),
  price: numeric("price", { precision: 10, scale: 2 }).notNull(),
  creditsIncluded: integer("credits_included").notNull(),
  additionalCreditPrice: numeric("additional_credit_price", { precision: 10, scale: 2 }),
  features: jsonb("features").notNull().$type<string[]>().default([]),
  isPopular: boolean("is_popular").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  paypalPlanId: text("paypal_plan_id"),
  stripePriceId: text("stripe_price_id"),
});

/** The cached balance of a user, updated in the same transaction as every ledger row. */
export const userCredits = pgTable(
  "user_credits",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    freeRoastsRemaining: integer("free_roasts_remaining").notNull().default(1),
    paidCredits: integer("paid_credits").notNull().default(0),
    subscriptionStatus: text("subscription_status"),
    subscriptionStartDate: ts("subscription_start_date"),
    subscriptionEndDate: ts("subscription_end_date"),
    subscriptionTierId: text("subscription_tier_id").references(() => subscriptionTiers.id),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [check("user_credits_free_nonneg", sql`${t.freeRoastsRemaining} >= 0`), check("user_credits_paid_nonneg", sql`${t.paidCredits} >= 0`)],
);

/**
 * Every grant and spend, once: dedupe_key is UNIQUE (welcome:<user>, stripe:<invoice>,
 * paypal:<sale>, roast:<id>, refund:<roast> …). A grant is a lot whose `remaining` is drawn
 * down by spends, the lot that expires first being used first.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<"free" | "paid">(),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    remaining: integer("remaining"),
    expiresAt: ts("expires_at"),
    lotId: uuid("lot_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("credit_ledger_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The spec's user_payments: one row per provider payment (provider_ref unique per provider).
 * Tax law keeps payment records for years: a deleted account's payments stay, with no user.
 */
export const userPayments = pgTable(
  "user_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    provider: text("provider").notNull().$type<"local" | "stripe" | "paypal">(),
    providerRef: text("provider_ref").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    creditsPurchased: integer("credits_purchased").notNull().default(0),
    tierApplied: text("tier_applied"),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("user_payments_provider_ref").on(t.provider, t.providerRef), index("user_payments_user_idx").on(t.userId, t.createdAt)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().$type<"local" | "stripe" | "paypal">(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    tierId: text("tier_id")
      .notNull()
      .references(() => subscriptionTiers.id),
    status: text("status").notNull(),
    /**
     * The plan the provider bills next when it differs from tier_id (the plan last paid for): a
     * downgrade, or a change waiting for its payment. It becomes tier_id only with a paid invoice.
     */
    pendingTierId: text("pending_tier_id").references(() => subscriptionTiers.id),
    currentPeriodStart: ts("current_period_start"),
    currentPeriodEnd: ts("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [unique("subscriptions_provider_ref").on(t.provider, t.providerSubscriptionId), index("subscriptions_user_idx").on(t.userId)],
);

/** Webhook deliveries seen, so a redelivery changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [unique("webhook_events_provider_event").on(t.provider, t.eventId)],
);

/**
 * Deleted accounts, each as a SHA-256 of its id and nothing else (the row does not name the
 * account: the id is random, so only who already holds it can match it): a payment that lands
 * after its account was deleted is refunded only when its account is here, so an event naming an
 * id this deployment never had (another deployment on the same provider account) is left alone.
 */
export const deletedAccounts = pgTable("deleted_accounts", {
  accountHash: text("account_hash").primaryKey(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});
