/**
 * Saves a fetched file as the download the user asked for, through a blob link (the request carried a header, so a
 * plain link would not do).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is then only memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name the server gave in content-disposition, else `fallback`. */
export function servedFileName(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}
