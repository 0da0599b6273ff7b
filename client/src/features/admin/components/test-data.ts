// Sample rows for the admin panel's component tests.
import type { TAdminUser } from "@shared/api/admin";
import type { TPublicUser } from "@shared/api/users";
import type { AdminStats } from "../api/get-admin-stats";

export const adminMe: TPublicUser = {
  id: "u-admin",
  email: "root@example.com",
  firstName: "Rita",
  lastName: "Root",
  profileImageUrl: null,
  subscription: "pro",
  role: "admin",
  documentsGenerated: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
};

export const adminUser = (
  overrides: Partial<TAdminUser> & Pick<TAdminUser, "id" | "email">,
): TAdminUser => ({
  name: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  subscription: "free",
  role: "user",
  status: "active",
  documentsCount: 0,
  lastActiveAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

export const sampleUsers: TAdminUser[] = [
  adminUser({
    id: "u-admin",
    email: "root@example.com",
    name: "Rita Root",
    firstName: "Rita",
    lastName: "Root",
    role: "admin",
    subscription: "pro",
  }),
  adminUser({
    id: "u-ada",
    email: "ada@example.com",
    name: "Ada Lovelace",
    firstName: "Ada",
    lastName: "Lovelace",
    documentsCount: 3,
  }),
  adminUser({ id: "u-grace", email: "grace@example.com", subscription: "pro", status: "blocked" }),
];

export const sampleStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  period: "7d",
  periodStart: "2026-11-17T00:00:00.000Z",
  totalUsers: 1234,
  newUsersToday: 5,
  usersChangeToday: 4,
  newUsersYesterday: 3,
  newUsers: 40,
  totalRevenue: 123456,
  periodRevenue: 8700,
  recentPayments: 3,
  documentsGenerated: 987,
  periodDocuments: 60,
  conversionRate: 0.12345,
  proUsers: 152,
  adminUsers: 2,
  activeUsers: 321,
  blockedUsers: 4,
  newUsersByDay: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${17 + i}`, count: i })),
  documentsByType: [
    { type: "privacy_policy", count: 30 },
    { type: "nda", count: 20 },
  ],
  ...overrides,
});
