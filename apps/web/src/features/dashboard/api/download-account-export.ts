import { sessionStore } from '../../../shared/lib/storage.ts';

/**
 * GET /v1/account/export: everything Kavach holds about the signed-in user, saved as the JSON file the server
 * names (with the session header, so not a plain link). Throws when the copy cannot be had.
 */
export async function downloadAccountExport(): Promise<void> {
  const sessionId = sessionStore.get('session_id');
  const res = await fetch('/v1/account/export', {
    headers: { accept: 'application/json', ...(sessionId ? { 'x-session-id': sessionId } : {}) },
  });
  if (!res.ok) throw new Error(`Data export answered ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'kavach-my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is then only memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
