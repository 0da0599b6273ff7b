// The admin's check that e-mail works (docs/API.md "E-mail"):
//   POST /api/admin/mail/test   { to? }  202 { id, to, status }: a test message through the
//                                        whole path (outbox, job, transport), to the admin by default
//   GET  /api/admin/mail/:id             how that message went (TMailDelivery)
import { ZIdParamSchema } from "../../shared/api/params";
import { ZMailTestRequest, type TMailQueued } from "../../shared/mail";
import { currentUser, requireAdmin } from "../auth/guards";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import { newRouter } from "../routes/router";
import type { Mail } from "./index";
import { sendTestMail } from "./send-test-mail";


export function mailRouter({ database, mail }: { database: Database; mail: Mail }) {
  const router = newRouter();

  router.post("/api/admin/mail/test", requireAdmin, mail.requireConfigured, async (req, res) => {
    const { to } = parseOrThrow(ZMailTestRequest, req.body ?? {});
    const admin = currentUser(req);
    const sent = await sendTestMail({ db: database.db, mail, admin, to });
    res
      .status(202)
      .json({ id: sent.id, to: to ?? admin.email, status: "queued" } satisfies TMailQueued);
  });

  router.get("/api/admin/mail/:id", requireAdmin, async (req, res) => {
    const id = ZIdParamSchema.safeParse(req.params);
    const [delivery] = id.success ? await mail.deliveries(database.db, [id.data.id]) : [];
    if (!delivery) throw notFound("No such message");
    res.json(delivery);
  });

  return router;
}
