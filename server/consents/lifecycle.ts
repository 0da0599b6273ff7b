// What the records add to an account's life (server/services/lifecycle.ts): every consent and
// acceptance record of the account's publications in its export. They are the founder's visitors'
// personal data, which the founder controls and we process for them; deleting the account deletes
// them (publications, and their records, go with their owner by foreign key).
import type { LifecycleHooks } from "../services/lifecycle";
import { exportRecords } from "./owner";

export const consentLifecycle: LifecycleHooks = {
  exportAccount: async ({ db, userId }) => {
    const { consents, acceptances } = await exportRecords(db, userId);
    return { consentRecords: consents, acceptanceRecords: acceptances };
  },
};
