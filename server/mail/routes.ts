// The admin's check that e-mail works (docs/API.md "E-mail"):
//   POST /api/admin/mail/test   { to? }  202 { id, to, status }: a test message through the
//                                        whole path (outbox, job, transport), to the admin by default
//   GET  /api/admin/mail/:id             how that message went (TMailDelivery)
import { ZIdParamSchema } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { ZMailTestRequest } from "../../shared/mail";
import { serve } from "../contract";
import { currentUser, requireAdmin } from "../auth/guards";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import { newRouter } from "../routes/new-router";
import type { Mail } from "./index";
import { sendTestMail } from "./send-test-mail";


export function mailRouter({ database, mail }: { database: Database; mail: Mail }) {
  const router = newRouter();

  serve(router, api.admin.testMail, [requireAdmin, mail.requireConfigured], async (req) => {
    const { to } = parseOrThrow(ZMailTestRequest, req.body ?? {});
    const admin = currentUser(req);
    const sent = await sendTestMail({ db: database.db, mail, admin, to });
    return { id: sent.id, to: to ?? admin.email, status: "queued" } as const;
  });

  serve(router, api.admin.mail, [requireAdmin], async (req) => {
    const id = ZIdParamSchema.safeParse(req.params);
    const [delivery] = id.success ? await mail.deliveries(database.db, [id.data.id]) : [];
    if (!delivery) throw notFound("No such message");
    return delivery;
  });

  return router;
}
