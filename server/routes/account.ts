import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import { getDashboardStats } from "../services/dashboard";
import { toPublicUser } from "../services/users";
import { newRouter } from "./router";

export function accountRouter({ db }: Database) {
  const router = newRouter();

  router.get("/api/auth/user", requireUser, (req, res) => {
    res.json(toPublicUser(currentUser(req)));
  });

  router.get("/api/dashboard/stats", requireUser, async (req, res) => {
    res.json(await getDashboardStats({ db, userId: currentUser(req).id }));
  });

  return router;
}
