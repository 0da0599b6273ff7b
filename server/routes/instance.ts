// GET /api/instance: the installation's public facts from its configuration (no session, no
// database), so that even a blocked account's screen can say whom to contact.
import type { TInstanceInfo } from "../../shared/api/instance";
import type { Config } from "../config";
import { newRouter } from "./router";

export function instanceRouter(config: Pick<Config, "supportEmail">) {
  const router = newRouter();
  const info: TInstanceInfo = { supportEmail: config.supportEmail };
  router.get("/api/instance", (_req, res) => {
    res.json(info);
  });
  return router;
}
