/**
 * Reads a stream into memory, but never past maxBytes: at the first byte over, the stream is dropped (the
 * connection or file closed) and the answer is 'too-large'. A store that lies about a size costs us at most
 * maxBytes plus one chunk.
 */
export async function readUpTo(stream: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    // Leaving the loop early destroys the stream: nothing more is read.
    if (size > maxBytes) return 'too-large';
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
