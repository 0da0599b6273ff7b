// Downloads of bytes already in memory (an account's ZIP, a logo kit).

/** The file name of a download, from its Content-Disposition. */
export function downloadName(res: Response, fallback: string): string {
  const header = res.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Saves a blob as a file: an object URL on a temporary link, clicked once. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
