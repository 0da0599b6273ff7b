// A download of bytes already in memory: an object URL on a temporary link, clicked once.
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
