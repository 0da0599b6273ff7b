// Fields on an uploaded PDF, at 1440 px: the owner uploads a PDF, opens "Send for signature",
// sees its page rendered by pdf.js, drags a signature field onto it and places a text field by
// picking it and clicking the page, labels it, and sends; the signer sees their boxes on the page,
// fills the text field and signs; the sealed PDF carries both values inside the boxes placed (pdftotext -bbox) and pdfsig
// reports the seal valid.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { TSignerField } from "../shared/api/signatures";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../test/pdf-tools";
import { signIn } from "./helpers";

test.use({ viewport: { width: 1440, height: 900 } });

/** The newest outbox message whose subject matches, as its page's text. */
async function latestMail(request: APIRequestContext, subject: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const list = await (await request.get("/dev/outbox")).text();
        const match = [...list.matchAll(/<a href="\/dev\/outbox\/([0-9a-f-]{36})">([^<]*)<\/a>/g)].find((m) => subject.test(m[2]!));
        if (!match) return false;
        found = await (await request.get(`/dev/outbox/${match[1]}`)).text();
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

test("a signature and a text field placed on an uploaded PDF land in their boxes in the sealed PDF", async ({ page, browser }) => {
  test.setTimeout(180_000);
  test.skip(!pdfToolsAvailable("the sealed PDF's field checks"), "pdftotext and pdfsig are needed");
  await signIn(page, "fields-owner@e2e.test", "Fiona");
  const made = await PDFDocument.create();
  const font = await made.embedFont(StandardFonts.Helvetica);
  made.addPage([595, 842]).drawText("Tenancy agreement", { x: 50, y: 780, size: 18, font });
  const uploaded = await page.request.post("/api/documents/upload?title=Tenancy", {
    headers: { Origin: new URL(page.url()).origin, "Content-Type": "application/pdf" },
    data: Buffer.from(await made.save()),
  });
  expect(uploaded.status()).toBe(201);
  const doc = (await uploaded.json()) as { id: string };

  await page.goto(`/documents/${doc.id}`);
  await page.getByRole("button", { name: "Send for signature" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Tom Tenant");
  await dialog.getByRole("textbox", { name: "E-mail", exact: true }).fill("tom.tenant@e2e.test");
  await dialog.getByLabel("Ask each signer for a code sent to their e-mail address").uncheck();
  await dialog.getByRole("button", { name: "Place fields on the PDF" }).click();
  const sheet = dialog.getByTestId("pdf-page-1");
  await expect(sheet.locator("canvas")).toBeVisible();
  // pdf.js has drawn the page (some of its pixels are dark).
  await expect
    .poll(() => sheet.locator("canvas").evaluate((c: HTMLCanvasElement) => c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 !== 3 && v < 128)))
    .toBe(true);

  // Dragged from the palette onto the page (the page hovered first: a drag whose target must
  // still be scrolled into view mid-drag never starts); then picked and clicked onto it.
  await sheet.hover({ position: { x: 200, y: 300 } });
  await dialog.getByRole("button", { name: "Signature", exact: true }).dragTo(sheet, { targetPosition: { x: 200, y: 300 } });
  await expect(dialog.getByTestId("placed-field")).toHaveCount(1);
  // A placed box moves with the pointer.
  const placed = dialog.getByTestId("placed-field");
  const before = (await placed.boundingBox())!;
  await page.mouse.move(before.x + 20, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x + 50, before.y + before.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await placed.boundingBox())!.x - before.x)).toBe(30);
  await dialog.getByRole("button", { name: "Text", exact: true }).click();
  await sheet.click({ position: { x: 200, y: 450 } });
  await expect(dialog.getByTestId("placed-field")).toHaveCount(2);
  await dialog.getByLabel("Label of the text field on page 1").fill("Flat number");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog).toBeHidden();

  const invite = await latestMail(page.request, /asks you to sign/);
  const token = /\/sign\/([\w-]{43})/.exec(invite)![1]!;
  const signerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const signer = await signerContext.newPage();
  await signer.goto(`/sign/${token}`);
  const fields = ((await (await signer.request.get(`/api/sign/${token}`)).json()) as { fields: TSignerField[] }).fields;
  expect(fields.map((f) => f.kind).sort()).toEqual(["signature", "text"]);
  await signer.getByLabel(/Flat number/).fill("Flat 12B");
  // The signer's boxes on the page, the text one showing what they typed.
  await signer.getByRole("button", { name: "Show where they are on the pages" }).click();
  const preview = signer.getByTestId("preview-page-1");
  await expect(preview.locator("canvas")).toBeVisible();
  await expect(preview.getByText("Flat 12B")).toBeVisible();
  await expect(preview.getByText("Signature", { exact: true })).toBeVisible();
  await signer.getByLabel("I agree to sign electronically and to receive the records electronically.").check();
  await signer.getByRole("button", { name: "Sign the document" }).click();
  await expect(signer.getByText("You have signed this document.")).toBeVisible();
  await signerContext.close();

  const requests = (await (await page.request.get(`/api/signature-requests?documentId=${doc.id}`)).json()) as { id: string }[];
  const url = `/api/signature-requests/${requests[0]!.id}/signed.pdf`;
  await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 60_000 }).toBe(200);
  const file = pdfFile(Buffer.from(await (await page.request.get(url)).body()));
  expect(runPdfTool("pdfsig", [file])).toContain("Signature Validation: Signature is Valid.");
  const words = [...runPdfTool("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"]).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    x0: Number(m[1]),
    y0: Number(m[2]),
    x1: Number(m[3]),
    y1: Number(m[4]),
    text: m[5]!,
  }));
  const inside = (f: TSignerField) =>
    words
      .filter((w) => w.x0 >= f.x - 0.5 && w.x1 <= f.x + f.width + 0.5 && w.y0 >= f.y - 0.5 && w.y1 <= f.y + f.height + 0.5)
      .map((w) => w.text)
      .join(" ");
  expect(inside(fields.find((f) => f.kind === "signature")!)).toBe("Tom Tenant");
  expect(inside(fields.find((f) => f.kind === "text")!)).toBe("Flat 12B");
});
