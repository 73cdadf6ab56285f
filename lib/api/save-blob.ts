/**
 * Saves a file the browser holds in memory (a download fetched with the session, since a
 * bare link would carry no token) under `name`.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
