// Hands a file the page fetched to the browser's downloads, under the given name: a link to the bytes in memory
// with the download attribute, clicked once. The bytes stay in memory a minute, long enough for the download to
// start, then they are let go.
const RELEASE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
  }
}
