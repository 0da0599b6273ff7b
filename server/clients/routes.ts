// The client book (docs/API.md "Clients"): GET/POST /api/clients, GET/PATCH/DELETE /api/clients/:id.
import { ZIdParamSchema } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { ZClientPatchSchema, ZClientQuery, ZClientSchema } from "../../shared/clients/schema";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import { newRouter } from "../routes/new-router";
import { CLIENT_NOT_FOUND, createClient, deleteClient, getClient, listClients, updateClient } from "./service";


export function clientsRouter({ db }: Database) {
  const router = newRouter();
  const clientId = (params: unknown) => {
    const parsed = ZIdParamSchema.safeParse(params);
    if (!parsed.success) throw notFound(CLIENT_NOT_FOUND);
    return parsed.data.id;
  };

  serve(router, api.clients.list, [requireUser], (req) => {
    const { q } = parseOrThrow(ZClientQuery, req.query);
    return listClients({ db, userId: currentUser(req).id, q });
  });

  serve(router, api.clients.create, [requireUser], (req) => {
    const input = parseOrThrow(ZClientSchema, req.body ?? {});
    return createClient({ db, userId: currentUser(req).id, input, origin: originOf(req) });
  });

  serve(router, api.clients.get, [requireUser], (req) => getClient({ db, userId: currentUser(req).id, id: clientId(req.params) }));

  serve(router, api.clients.update, [requireUser], (req) => {
    const id = clientId(req.params);
    const patch = parseOrThrow(ZClientPatchSchema, req.body ?? {});
    return updateClient({ db, userId: currentUser(req).id, id, patch, origin: originOf(req) });
  });

  serve(router, api.clients.delete, [requireUser], async (req) => {
    await deleteClient({ db, userId: currentUser(req).id, id: clientId(req.params), origin: originOf(req) });
  });

  return router;
}
