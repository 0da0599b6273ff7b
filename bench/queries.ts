// Query plans on PostgreSQL (information only, no target): a throwaway database seeded with 2,000 users, 60,000 documents,
// 30,000 invoices and 100,000 activity entries; EXPLAIN ANALYZE of the app's hot queries (the
// documents list, invoices by user and type, the dashboard figures, the activity log by time, the
// admin users page) shows which index each one uses and how long it takes.
// Run alone: npm run bench:queries
import { sql } from "drizzle-orm";
import { queryRows } from "../server/db";
import { machine, main, POSTGRES_URL, postgresReachable, report, type Row } from "./lib";
import { startApp } from "./lib";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

const scans = (node: PlanNode): string[] => {
  const here =
    node["Index Name"] !== undefined
      ? [`${node["Node Type"]} ${node["Index Name"]}`]
      : node["Node Type"] === "Seq Scan"
        ? [`Seq Scan ${node["Relation Name"]}`]
        : [];
  return [...here, ...(node.Plans ?? []).flatMap(scans)];
};

main(async () => {
  if (!(await postgresReachable())) {
    report("queries", "Query plans (PostgreSQL, EXPLAIN ANALYZE; the ratio column is the execution time)", [], [
      `PostgreSQL at ${POSTGRES_URL} not reachable: skipped (set BENCH_DATABASE_URL).`,
      `Machine: ${JSON.stringify(machine())}`,
    ]);
    return;
  }
  const app = await startApp("postgres");
  const rows: Row[] = [];
  try {
    const db = app.db;
    await db.execute(sql`insert into users (email, created_at)
      select 'user' || g || '@plans.test', now() - g * interval '1 minute' from generate_series(1, 2000) g`);
    await db.execute(sql`with u as (select id, (row_number() over (order by email)) % 2000 as n from users)
      insert into documents (user_id, type, title, content, status, is_template, created_at)
      select u.id, 'nda', 'Document ' || g, 'body', case when g % 3 = 0 then 'draft' else 'final' end, false,
             now() - g * interval '1 second'
        from generate_series(1, 60000) g join u on u.n = g % 2000`);
    await db.execute(sql`with u as (select id, (row_number() over (order by email)) % 2000 as n from users)
      insert into invoices (user_id, type, number, client_name, total, currency, created_at)
      select u.id, (array['invoice','quote','receipt'])[1 + g % 3], 'N-' || g, 'Client', g, 'USD', now() - g * interval '1 second'
        from generate_series(1, 30000) g join u on u.n = g % 2000`);
    await db.execute(sql`with u as (select id, (row_number() over (order by email)) % 2000 as n from users)
      insert into activity_logs (user_id, action, entity_type, created_at)
      select u.id, 'document.exported', 'document', now() - g * interval '1 second'
        from generate_series(1, 100000) g join u on u.n = g % 2000`);
    await db.execute(sql`analyze`);
    const [someone] = await queryRows<{ id: string }>(
      db,
      sql`select id from users order by email limit 1 offset 7`,
    );
    const userId = someone!.id;

    const plans: [string, ReturnType<typeof sql>][] = [
      [
        "Documents by user and date (GET /api/documents)",
        sql`select id, type, title, status, created_at, updated_at from documents
             where user_id = ${userId} order by created_at desc, id desc limit 50`,
      ],
      [
        "Invoices by user and type",
        sql`select id, number, total from invoices where user_id = ${userId} and type = 'invoice'
             order by number`,
      ],
      [
        "Invoices of a user by date (invoice list)",
        sql`select id, type, number from invoices where user_id = ${userId} order by created_at desc, number desc`,
      ],
      [
        "Dashboard figures (one round trip)",
        sql`select
          (select count(*) from documents d where d.user_id = ${userId} and not d.is_template) as documents,
          (select count(*) from documents d where d.user_id = ${userId} and not d.is_template and d.status = 'draft') as drafts,
          (select count(distinct s.document_id) from signatures s join documents d on d.id = s.document_id
             where d.user_id = ${userId} and s.signed_at is not null) as signed,
          (select coalesce(sum(i.total), 0) from invoices i
             where i.user_id = ${userId} and i.type = 'invoice' and i.currency = 'USD') as invoice_total`,
      ],
      [
        "Activity log by time (admin, latest 50)",
        sql`select id, action, created_at from activity_logs order by created_at desc, id desc limit 50`,
      ],
      [
        "Admin users page (500 rows with document counts, one query)",
        sql`select users.*, (select count(*) from documents d where d.user_id = "users"."id" and not d.is_template) as n,
                   count(*) over () as total
              from users order by created_at desc, id desc limit 500`,
      ],
    ];
    for (const [name, query] of plans) {
      const [out] = await queryRows<{
        "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }];
      }>(db, sql`explain (analyze, format json) ${query}`);
      const plan = out!["QUERY PLAN"][0];
      const used = [...new Set(scans(plan.Plan))];
      const seq = used.filter((s) => s.startsWith("Seq Scan") && !s.endsWith("signatures"));
      rows.push({
        figure: name,
        ours: `${used.join("; ")}${seq.length ? ` (SEQ SCAN of ${seq.join(", ")})` : ""}`,
        baseline: "",
        ratio: `${plan["Execution Time"].toFixed(2)} ms`,
        target: "(informational: an index, no seq scan of a big table)",
      });
    }
  } finally {
    await app.close();
  }
  report(
    "queries",
    "Query plans (PostgreSQL, EXPLAIN ANALYZE; the ratio column is the execution time)",
    rows,
    [
      "Seeded: 2,000 users, 60,000 documents, 30,000 invoices, 100,000 activity entries; signatures left empty (a seq scan of an empty table is expected).",
      `Machine: ${JSON.stringify(machine())}`,
    ],
  );
});
