// A realistic account for the list benchmarks and the list's query-count test: the documents a
// founder holds after a while, made through the API so that every row is the product's own.
import { generateRequests, invoiceBody } from "./fixtures";

type Post = (route: string, body: unknown) => Promise<Record<string, unknown>>;

/**
 * A realistic account, made through the API as a person would (every row is the product's own):
 * 100 documents of every type. 40 invoices and quotes, all sent; 20 of the invoices with a
 * payment (half of them in part), 5 more reminded; 60 generated documents, 10 of them NDAs
 * out for signature. `post` sends a JSON body as the signed-in user (pro: no plan limit) and
 * answers the JSON answer, throwing on an error status. Answers the number of documents made.
 */
export async function seedRealisticAccount(post: Post): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  let made = 0;
  for (let i = 0; i < 40; i++) {
    const quote = i >= 25;
    const created = await post("/api/invoices", {
      ...invoiceBody,
      type: quote ? "quote" : "invoice",
      clientName: `Client ${i % 12} Ltd`,
      clientEmail: `billing${i % 12}@client.test`,
    });
    made++;
    const id = (created.document as { id: string }).id;
    await post(`/api/documents/${id}/send`, {});
    if (quote) continue;
    const total = created.total as number;
    if (i < 20) await post(`/api/documents/${id}/payments`, { amount: i % 2 ? total : Math.floor(total / 3), date: today, method: "bank_transfer" });
    else await post(`/api/documents/${id}/remind`, {});
  }
  const generated = generateRequests();
  const nda = generated.find((g) => g.kind === "nda")!;
  for (let i = 0; i < 10; i++) {
    const doc = await post(nda.path, nda.body);
    made++;
    await post(`/api/documents/${doc.id as string}/signature-requests`, {
      signers: [{ name: `Signer ${i}`, email: `signer${i}@sign.test` }],
    });
  }
  for (let i = 0; made < 100; i++) {
    const g = generated[i % generated.length]!;
    await post(g.path, g.body);
    made++;
  }
  return made;
}
