import { saveBlob, servedFileName } from '../../../shared/lib/save-file.ts';
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
  saveBlob(await res.blob(), servedFileName(res, 'kavach-my-data.json'));
}
