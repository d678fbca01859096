import fs from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

/** A downloaded PDF's text (a schedule), pages run together and its spaces made single. */
export async function pdfText(path: string): Promise<string> {
  const pdf = await fs.readFile(path);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
