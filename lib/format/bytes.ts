/** A byte count for people: "2.4 MB", "10 MB", "830 KB" (the server's 413 message and the upload screens say it the same way). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
