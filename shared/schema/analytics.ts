// What the admin area reads: the activity log, analytics settings and traffic counts.
import { boolean, date, index, integer, jsonb, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 100 }).notNull(),
    entityType: varchar("entity_type", { length: 50 }),
    entityId: varchar("entity_id", { length: 100 }),
    metadata: jsonb("metadata"),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    // The activity log is read newest first with id as the tie-break (ORDER BY created_at DESC,
    // id DESC, whose nulls come first): the index matches it key for key, so "latest 50" is a walk.
    index("activity_logs_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_logs_user_idx").on(t.userId),
  ],
);

export const analyticsConfig = pgTable("analytics_config", {
  id: uuid("id").primaryKey().defaultRandom(),
  provider: varchar("provider", { length: 50 }).notNull(),
  trackingId: varchar("tracking_id", { length: 500 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  config: jsonb("config").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const trafficAnalytics = pgTable(
  "traffic_analytics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date").notNull(),
    pageViews: integer("page_views").notNull().default(0),
    uniqueVisitors: integer("unique_visitors").notNull().default(0),
    newUsers: integer("new_users").notNull().default(0),
    documentsGenerated: integer("documents_generated").notNull().default(0),
    conversions: integer("conversions").notNull().default(0),
    revenue: integer("revenue").notNull().default(0),
    topPages: jsonb("top_pages"),
    deviceTypes: jsonb("device_types"),
    createdAt: createdAt(),
  },
  (t) => [index("traffic_analytics_date_idx").on(t.date)],
);
