// GET /api/instance: the installation's public facts from its configuration (no session, no
// database), so that even a blocked account's screen can say whom to contact.
import type { TInstanceInfo } from "../../shared/api/instance";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import type { Config } from "../config";
import { newRouter } from "./new-router";

export function instanceRouter(config: Pick<Config, "supportEmail">) {
  const router = newRouter();
  const info: TInstanceInfo = { supportEmail: config.supportEmail };
  serve(router, api.account.instance, [], () => info);
  return router;
}
