// What hosted policies add to a document's and an account's life: a template update the owner
// accepts on a published policy is published at once, its changelog saying why; an account's
// export lists its publications. (Deleting a document or an account cascades to them.)
import type { LifecycleHooks } from "../services/lifecycle";
import { exportPublications, livePublicationsOf, publishDocument } from "./service";
import { updatedFor } from "./template-reasons";

export const publicationLifecycle: LifecycleHooks = {
  async afterRevise(tx, { user, document, version, revision, types }) {
    if (revision !== "template") return;
    if ((await livePublicationsOf(tx, document.id)).length === 0) return;
    await publishDocument({ db: undefined as never }, { tx, userId: user.id, documentId: document.id, reason: updatedFor(types.get(document.type), version.templateVersion) });
  },
  exportAccount: ({ db, userId }) => exportPublications({ db, userId }),
};
