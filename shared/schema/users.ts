// Accounts and their login sessions.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, json, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const SUBSCRIPTIONS = ["free", "pro"] as const;
export const ROLES = ["user", "admin"] as const;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 320 }).notNull().unique(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    // The OpenID Connect subject (issuer-scoped id); the stable key for provider sign-ins.
    authSubject: varchar("auth_subject", { length: 255 }).unique(),
    subscription: varchar("subscription", { length: 16, enum: SUBSCRIPTIONS })
      .notNull()
      .default("free"),
    role: varchar("role", { length: 16, enum: ROLES }).notNull().default("user"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
    documentsGenerated: integer("documents_generated").notNull().default(0),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_subscription_check", sql`${t.subscription} in ('free', 'pro')`),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check("users_documents_generated_check", sql`${t.documentsGenerated} >= 0`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

// The layout connect-pg-simple expects (sid, sess json, expire timestamp(6)).
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);
