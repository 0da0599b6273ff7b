// What the client book adds to an account's life (server/services/lifecycle.ts): its clients in
// the account's export. (A client row goes with its owner by foreign key; nothing else to delete.)
import type { LifecycleHooks } from "../services/lifecycle";
import { exportClients } from "./service";

export const clientLifecycle: LifecycleHooks = {
  exportAccount: async ({ db, userId }) => ({ clients: await exportClients({ db, userId }) }),
};
