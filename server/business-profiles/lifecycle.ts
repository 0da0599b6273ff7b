// What business profiles add to a document's life (server/services/lifecycle.ts): who issues it
// (the profile its body names, or the default one) and the profiles, with their logos, in an
// account's export.
import type { LifecycleHooks } from "../services/lifecycle";
import { exportProfiles, getProfile, profileRefOf, resolveBusiness } from "./service";

export const businessProfileLifecycle: LifecycleHooks = {
  issuer: {
    resolve: (tx, user, input, { strict }) => resolveBusiness(tx, user, profileRefOf(input), { strict }),
    owns: async (tx, userId, id) => Boolean(await getProfile({ db: tx, userId, id })),
  },
  exportAccount: exportProfiles,
};
