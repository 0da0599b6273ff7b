// The boundary and layer rules of eslint.config.js (docs/ARCHITECTURE.md, "What may import
// what"), run through ESLint's own API on small planted sources at realistic paths: each planted
// violation must be reported by the rule that owns it, and a clean file must report nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BOUNDARY = "import-x/no-restricted-paths";
const QUERY_IMPORT = "@typescript-eslint/no-restricted-imports";
const QUERY_CALL = "no-restricted-syntax";
const CYCLE = "import-x/no-cycle";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, "eslint.config.js") });
});

/** The rule ids reported on `code` as if it were the file at `file` (relative to the repo). */
async function rulesOn(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  if (!result) throw new Error("ESLint answered no result");
  // A parse error would report nothing useful: make it fail the test instead.
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => m.ruleId);
}

describe("sides", () => {
  it("refuses shared/ importing the server, relative or not", async () => {
    expect(await rulesOn("shared/planted.ts", `import { AppError } from "../server/errors";\nexport const E = AppError;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses shared/ importing the client", async () => {
    expect(await rulesOn("shared/validation/planted.ts", `import { ApiError } from "@/lib/api-client";\nexport const E = ApiError;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses the client importing the server through a relative path", async () => {
    expect(await rulesOn("client/src/lib/planted.ts", `import { AppError } from "../../../server/errors";\nexport const E = AppError;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses the server importing the client through the alias", async () => {
    expect(await rulesOn("server/services/planted.ts", `import { ApiError } from "@/lib/api-client";\nexport const E = ApiError;\n`)).toEqual([BOUNDARY]);
  });
});

describe("document types", () => {
  it("refuses a client type importing another type's folder, relative or alias", async () => {
    const file = "client/src/doc-types/nda/planted.tsx";
    expect(await rulesOn(file, `import { invoiceDefaults } from "../invoice/invoice-form";\nexport const d = invoiceDefaults;\n`)).toEqual([BOUNDARY]);
    expect(await rulesOn(file, `import { invoiceDefaults } from "@/doc-types/invoice/invoice-form";\nexport const d = invoiceDefaults;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses a shared type importing another type's folder", async () => {
    expect(await rulesOn("shared/doc-types/terms/planted.ts", `import { ZNdaRequestSchema } from "../nda/schema";\nexport const s = ZNdaRequestSchema;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses a server type importing another type's folder", async () => {
    expect(await rulesOn("server/doc-types/terms/planted.ts", `import { ndaServer } from "../nda";\nexport const n = ndaServer;\n`)).toEqual([BOUNDARY]);
  });

  it("lets a type use what the types share", async () => {
    expect(
      await rulesOn(
        "server/doc-types/terms/planted.ts",
        `import { contractClauses } from "../common";\nimport { defineServerDocType } from "../define";\nexport const x = [contractClauses, defineServerDocType];\n`,
      ),
    ).toEqual([]);
  });
});

describe("client features", () => {
  it("refuses a feature importing another feature through a relative path", async () => {
    expect(
      await rulesOn("client/src/features/dashboard/components/planted.tsx", `import { PricingPlans } from "../../billing/components/pricing-plans";\nexport const P = PricingPlans;\n`),
    ).toEqual([BOUNDARY]);
  });

  it("lets a feature, components/ and lib/ use an area's public entry, and nothing else of it", async () => {
    const entry = `import { UpgradeButton } from "@/features/billing";\nexport const U = UpgradeButton;\n`;
    const inside = `import { useStartCheckout } from "@/features/billing/api/billing";\nexport const s = useStartCheckout;\n`;
    expect(await rulesOn("client/src/features/landing/components/planted.tsx", entry)).toEqual([]);
    expect(await rulesOn("client/src/components/generator/planted.tsx", entry)).toEqual([]);
    expect(await rulesOn("client/src/features/landing/components/planted.tsx", inside)).toEqual([BOUNDARY]);
    expect(await rulesOn("client/src/components/generator/planted.tsx", inside)).toEqual([BOUNDARY]);
    expect(await rulesOn("client/src/lib/planted.ts", `import { Dashboard } from "../features/dashboard/components/dashboard";\nexport const D = Dashboard;\n`)).toEqual([BOUNDARY]);
  });

  it("lets the dashboard and a generator's result use the documents' entry, and nothing else of the area", async () => {
    const entry = `import { DocumentRow } from "@/features/documents";\nexport const R = DocumentRow;\n`;
    const inside = `import { DocumentRow } from "@/features/documents/components/document-row";\nexport const R = DocumentRow;\n`;
    expect(await rulesOn("client/src/features/dashboard/components/planted.tsx", entry)).toEqual([]);
    expect(await rulesOn("client/src/components/generator/planted.tsx", entry)).toEqual([]);
    expect(await rulesOn("client/src/features/dashboard/components/planted.tsx", inside)).toEqual([BOUNDARY]);
    expect(await rulesOn("client/src/components/generator/planted.tsx", inside)).toEqual([BOUNDARY]);
  });

  it("lets a type's form use an area's public entry (the client picker), and nothing else of a feature", async () => {
    const form = "client/src/doc-types/invoice/planted.tsx";
    expect(await rulesOn(form, `import { ClientPicker } from "@/features/clients";\nexport const C = ClientPicker;\n`)).toEqual([]);
    expect(await rulesOn(form, `import { useClients } from "../../features/clients/api/clients";\nexport const u = useClients;\n`)).toEqual([BOUNDARY]);
    expect(await rulesOn(form, `import { App } from "@/app/app";\nexport const A = App;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses a feature reaching a type's form", async () => {
    expect(
      await rulesOn("client/src/features/catalogue/planted.tsx", `import { invoiceDefaults } from "../../doc-types/invoice/invoice-form";\nexport const d = invoiceDefaults;\n`),
    ).toEqual([BOUNDARY]);
  });
});

describe("only services query the database", () => {
  const route = "server/routes/planted.ts";

  it("lets an area's service query, and refuses the area's own route files", async () => {
    const query = `import { eq } from "drizzle-orm";\nimport { invoices } from "../../shared/schema";\nexport const q = (db: { select(): unknown }) => [db.select(), eq, invoices];\n`;
    expect(await rulesOn("server/invoicing/planted.ts", query)).toEqual([]);
    const inRoutes = await rulesOn("server/invoicing/planted-routes.ts", query);
    expect(inRoutes).toContain(QUERY_IMPORT);
    expect(inRoutes).toContain(QUERY_CALL);
    expect(await rulesOn("server/signatures/planted.ts", query)).toEqual([]);
    for (const file of ["server/signatures/routes.ts", "server/signatures/upload-routes.ts"]) {
      const found = await rulesOn(file, query);
      expect(found).toContain(QUERY_IMPORT);
      expect(found).toContain(QUERY_CALL);
    }
  });

  it("refuses a route importing the database's helpers", async () => {
    expect(await rulesOn(route, `import { queryRows } from "../db";\nexport const q = queryRows;\n`)).toEqual([QUERY_IMPORT]);
  });

  it("refuses a route importing drizzle's query builders or the tables", async () => {
    expect(await rulesOn(route, `import { eq } from "drizzle-orm";\nexport const e = eq;\n`)).toEqual([QUERY_IMPORT]);
    expect(await rulesOn(route, `import { users } from "../../shared/schema";\nexport const u = users;\n`)).toEqual([QUERY_IMPORT]);
  });

  it("refuses a route querying through the handle it was given", async () => {
    const code = `import type { Database } from "../db";\nexport const count = ({ db }: Database) => db.query.users.findMany();\n`;
    expect(await rulesOn(route, code)).toEqual([QUERY_CALL]);
  });

  it("refuses the same outside routes, in a type's folder or an area that is not a service", async () => {
    expect(await rulesOn("server/doc-types/terms/planted.ts", `import { sql } from "drizzle-orm";\nexport const s = sql;\n`)).toEqual([QUERY_IMPORT]);
    expect(
      await rulesOn("server/auth/planted.ts", `import type { Db } from "../db";\nexport const all = (db: Db) => db.select().from({} as never);\n`),
    ).toEqual([QUERY_CALL]);
  });

  it("has no exception left in the invoice type's folder", async () => {
    const code = `import { eq } from "drizzle-orm";\nexport const e = eq;\n`;
    expect(await rulesOn("server/doc-types/invoice/planted.ts", code)).toEqual([QUERY_IMPORT]);
    expect(await rulesOn("server/doc-types/invoice/routes.ts", code)).toEqual([QUERY_IMPORT]);
  });

  it("lets a route take the handle's type and pass it to a service", async () => {
    const code = [
      `import type { Database } from "../db";`,
      `import type { User } from "../../shared/schema";`,
      `import { listDocuments } from "../services/documents";`,
      `export const list = ({ db }: Database, user: User) => listDocuments({ db, userId: user.id });`,
      ``,
    ].join("\n");
    expect(await rulesOn(route, code)).toEqual([]);
  });

  it("lets a service query", async () => {
    const code = `import { eq } from "drizzle-orm";\nimport { users } from "../../shared/schema";\nimport type { Db } from "../db";\nexport const one = (db: Db, id: string) => db.select().from(users).where(eq(users.id, id));\n`;
    expect(await rulesOn("server/services/planted.ts", code)).toEqual([]);
  });
});

describe("routes: validate, call one service, answer", () => {
  it("refuses a type's server side or a service importing server/routes/", async () => {
    const code = `import { newRouter } from "../../routes/new-router";\nexport const r = newRouter;\n`;
    expect(await rulesOn("server/doc-types/terms/planted.ts", code)).toEqual([BOUNDARY]);
    expect(await rulesOn("server/doc-types/planted.ts", `import { generateRouter } from "../routes/generate";\nexport const g = generateRouter;\n`)).toEqual([BOUNDARY]);
    expect(await rulesOn("server/services/planted.ts", `import { sandboxHtmlHeaders } from "../routes/documents";\nexport const s = sandboxHtmlHeaders;\n`)).toEqual([BOUNDARY]);
  });

  it("refuses it in the invoice type's folder too", async () => {
    const code = `import { newRouter } from "../../routes/new-router";\nexport const r = newRouter;\n`;
    expect(await rulesOn("server/doc-types/invoice/planted.ts", code)).toEqual([BOUNDARY]);
  });

  it("refuses a route recording an activity entry itself", async () => {
    const code = `import { recordActivity } from "../services/activity";\nexport const r = recordActivity;\n`;
    expect(await rulesOn("server/routes/planted.ts", code)).toEqual([QUERY_IMPORT]);
    expect(await rulesOn("server/clients/routes.ts", code)).toEqual([QUERY_IMPORT]);
  });

  it("refuses a route rendering: the engine or a version's renderer", async () => {
    expect(await rulesOn("server/routes/planted.ts", `import { htmlPage } from "../documents";\nexport const h = htmlPage;\n`)).toEqual([QUERY_IMPORT]);
    expect(await rulesOn("server/billing/routes.ts", `import { htmlPage } from "../documents/render-html";\nexport const h = htmlPage;\n`)).toEqual([QUERY_IMPORT]);
    expect(await rulesOn("server/routes/planted.ts", `import { renderVersion } from "../doc-types/render";\nexport const r = renderVersion;\n`)).toEqual([QUERY_IMPORT]);
    expect(
      await rulesOn("server/doc-types/cookie-policy/routes.ts", `import { renderVersion } from "../render";\nexport const r = renderVersion;\n`),
    ).toEqual([QUERY_IMPORT]);
  });

  it("lets a route import the engine's types, its origin's type, and the documents router's helpers", async () => {
    const code = [
      `import type { PdfPrinter } from "../documents/pdf-printer";`,
      `import type { RequestOrigin } from "../services/activity";`,
      `import { sandboxHtmlHeaders } from "./documents";`,
      `import { exportDocument } from "../services/export-document";`,
      `export const x = (p: PdfPrinter, o: RequestOrigin) => [p, o, sandboxHtmlHeaders, exportDocument];`,
      ``,
    ].join("\n");
    expect(await rulesOn("server/routes/planted.ts", code)).toEqual([]);
  });

  it("lets a service render and record", async () => {
    const code = `import { htmlPage } from "../documents";\nimport { recordActivity } from "./activity";\nexport const x = [htmlPage, recordActivity];\n`;
    expect(await rulesOn("server/services/planted.ts", code)).toEqual([]);
  });
});

describe("the core imports no area", () => {
  it("refuses a service or the engine importing an area, relative or through an index, value or type", async () => {
    expect(await rulesOn("server/services/planted.ts", `import { billingOf } from "../invoicing/billing";\nexport const b = billingOf;\n`)).toEqual([BOUNDARY]);
    expect(await rulesOn("server/services/planted.ts", `import type { InvoicingServices } from "../invoicing";\nexport type S = InvoicingServices;\n`)).toEqual([BOUNDARY]);
    expect(await rulesOn("server/services/planted.ts", `import { resolveBusiness } from "../business-profiles/service";\nexport const r = resolveBusiness;\n`)).toEqual([BOUNDARY]);
    expect(await rulesOn("server/documents/planted.ts", `import { renderMail } from "../mail/render";\nexport const r = renderMail;\n`)).toEqual([BOUNDARY]);
  });

  it("lets an area use the document rows and register its hooks", async () => {
    const code = [
      `import { lockOwnDocument } from "../services/document-rows";`,
      `import type { LifecycleHooks } from "../services/lifecycle";`,
      `export const hooks: LifecycleHooks = { beforeDelete: async (tx, id) => void (await lockOwnDocument(tx, "user", id)) };`,
      ``,
    ].join("\n");
    expect(await rulesOn("server/signatures/planted.ts", code)).toEqual([]);
  });
});

describe("no import cycle", () => {
  // mail.ts imports delivery.ts (its kinds' delivery hook): delivery.ts importing mail.ts back closes a cycle.
  const file = "server/signatures/delivery.ts";

  it("refuses a module importing one that imports it back", async () => {
    expect(await rulesOn(file, `import { signatureCodeMail } from "./mail";\nexport const k = signatureCodeMail;\n`)).toEqual([CYCLE]);
  });

  it("refuses a cycle through several modules, and the core's into an area with it", async () => {
    // document-rows.ts <- send.ts (invoicing): the core importing it back is both.
    const code = `import { sendBillingDocument } from "../invoicing/send";\nexport const s = sendBillingDocument;\n`;
    expect((await rulesOn("server/services/document-rows.ts", code)).sort()).toEqual([BOUNDARY, CYCLE].sort());
  });

  it("lets a type-only import back through (TypeScript erases it: no runtime cycle)", async () => {
    expect(await rulesOn(file, `import type { signatureCodeMail } from "./mail";\nexport type K = typeof signatureCodeMail;\n`)).toEqual([]);
  });
});
