// The client book (docs/API.md "Clients"): GET/POST /api/clients, GET/PATCH/DELETE /api/clients/:id.
import { ZIdParamSchema } from "../../shared/api/params";
import { ZClientPatchSchema, ZClientQuery, ZClientSchema } from "../../shared/clients/schema";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import { newRouter } from "../routes/router";
import { CLIENT_NOT_FOUND, createClient, deleteClient, getClient, listClients, updateClient } from "./service";


export function clientsRouter({ db }: Database) {
  const router = newRouter();
  const clientId = (params: unknown) => {
    const parsed = ZIdParamSchema.safeParse(params);
    if (!parsed.success) throw notFound(CLIENT_NOT_FOUND);
    return parsed.data.id;
  };

  router.get("/api/clients", requireUser, async (req, res) => {
    const { q } = parseOrThrow(ZClientQuery, req.query);
    res.json(await listClients({ db, userId: currentUser(req).id, q }));
  });

  router.post("/api/clients", requireUser, async (req, res) => {
    const input = parseOrThrow(ZClientSchema, req.body ?? {});
    res.status(201).json(await createClient({ db, userId: currentUser(req).id, input, origin: originOf(req) }));
  });

  router.get("/api/clients/:id", requireUser, async (req, res) => {
    res.json(await getClient({ db, userId: currentUser(req).id, id: clientId(req.params) }));
  });

  router.patch("/api/clients/:id", requireUser, async (req, res) => {
    const id = clientId(req.params);
    const patch = parseOrThrow(ZClientPatchSchema, req.body ?? {});
    res.json(await updateClient({ db, userId: currentUser(req).id, id, patch, origin: originOf(req) }));
  });

  router.delete("/api/clients/:id", requireUser, async (req, res) => {
    await deleteClient({ db, userId: currentUser(req).id, id: clientId(req.params), origin: originOf(req) });
    res.status(204).end();
  });

  return router;
}
