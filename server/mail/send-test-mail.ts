// The admin's test message (POST /api/admin/mail/test): branded as the admin's own messages
// would be (their default business profile, if any), replies to them, counted in their limit.
import type { User } from "../../shared/schema";
import type { Db } from "../db";
import { displayNameOf } from "../services/admin-activity";
import { resolveBusiness } from "../business-profiles/service";
import type { Mail } from "./index";
import { adminTestMail } from "./kinds";

export const sendTestMail = async ({
  db,
  mail,
  admin,
  to,
}: {
  db: Db;
  mail: Mail;
  admin: User;
  to: string | undefined;
}) => {
  const name = displayNameOf(admin) ?? admin.email;
  return db.transaction(async (tx) => {
    const business = await resolveBusiness(tx, admin, undefined, { strict: false });
    return mail.enqueue(tx, {
      kind: adminTestMail,
      data: { requestedBy: name, transport: mail.transportLabel },
      to: to ?? { name, address: admin.email },
      replyTo: { name, address: admin.email },
      userId: admin.id,
      ...(business ? { brand: business.brand } : {}),
      entity: { type: "user", id: admin.id },
    });
  });
};
