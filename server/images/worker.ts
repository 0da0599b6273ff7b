// The image pool's worker (./pool.ts): each job tells the pool when it starts (the budget counts
// from then), and answers its value, or the AppError it refused the image with, as plain data.
import type { MessagePort } from "node:worker_threads";
import type { TLogoKitRequest } from "../../shared/logo-studio";
import { AppError, type ErrorCode, type FieldError } from "../errors";
import { buildKit } from "../logo-studio/kit";
import { cleanSvgLogo } from "./svg-logo";
import { initRenderer } from "./render";
import { pdfInfo, type PageBox } from "./pdf-info";
import { pdfDigests } from "./pdf-signature";
import { sealKeyTask, sealPdfTask } from "../signatures/seal-pdf";
import type { FieldMark } from "../signatures/seal-fields";

export type ImageTask =
  | { kind: "svg-logo"; svg: string }
  | { kind: "logo-kit"; input: TLogoKitRequest; timeLimitMs: number }
  | { kind: "pdf-info"; pdf: Uint8Array }
  | { kind: "pdf-digests"; pdf: Uint8Array }
  | { kind: "seal-pdf"; frozen: Uint8Array; appendix: Uint8Array | undefined; fields?: FieldMark[] | undefined; p12: Uint8Array; password: string; requestId: string; reason?: string | undefined }
  | { kind: "seal-key"; commonName: string };

type Answers = {
  "svg-logo": { svg: Uint8Array; headerPng: Uint8Array };
  "logo-kit": { zip: Uint8Array; fileName: string };
  "pdf-info": { pages: number; sizes: PageBox[] };
  "pdf-digests": { sha256: string; signatureSha256: string | null };
  "seal-pdf": Uint8Array;
  "seal-key": { p12: Uint8Array; password: string };
};
export type ImageTaskAnswer<T extends ImageTask> = Answers[T["kind"]];

export type ImageTaskResult =
  | { ok: true; value: Answers[keyof Answers] }
  | { ok: false; error: { code: ErrorCode; message: string; errors?: FieldError[] } };

// Loaded with the worker, before any job starts its clock.
await initRenderer();

async function perform(task: ImageTask): Promise<Answers[keyof Answers]> {
  switch (task.kind) {
    case "svg-logo":
      return cleanSvgLogo(task.svg);
    case "logo-kit": {
      const { zip, fileName } = await buildKit(task.input, { timeLimitMs: task.timeLimitMs });
      return { zip, fileName };
    }
    case "pdf-info":
      return pdfInfo(task.pdf);
    case "pdf-digests":
      return pdfDigests(task.pdf);
    case "seal-pdf":
      return sealPdfTask(task);
    case "seal-key":
      return sealKeyTask(task);
  }
}

export default async function run({ task, started }: { task: ImageTask; started: MessagePort }): Promise<ImageTaskResult> {
  started.postMessage("started");
  started.close();
  try {
    return { ok: true, value: await perform(task) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: { code: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) } };
    throw err;
  }
}
