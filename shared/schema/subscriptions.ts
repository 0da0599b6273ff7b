// Payments for the Pro subscription (Stripe), and the Stripe events already handled.
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    stripePaymentIntentId: varchar("stripe_payment_intent_id", { length: 255 }).unique(),
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    status: varchar("status", { length: 30 }).notNull(),
    description: text("description"),
    metadata: jsonb("metadata"),
    /** What has been refunded so far (minor units); revenue counts amount - amountRefunded. */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_created_idx").on(t.createdAt.desc()),
    index("payments_user_idx").on(t.userId),
  ],
);

// Stripe events already handled, so a redelivered or replayed event changes nothing: the id is
// inserted in the transaction that applies the event, and the primary key refuses a second one.
export const stripeEvents = pgTable("stripe_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
