// JSON exchanged between systems is UTF-8 (RFC 8259 §8.1), and the body parser reads every body as UTF-8. A body
// that names another charset was read as something it is not: UTF-16 text came out as other letters or NULs, and
// was refused for the wrong reason, or stored as other text.

/** The charset a JSON body's content type names when it is not UTF-8; undefined for UTF-8 or none named. */
export function foreignCharset(contentType: string | undefined): string | undefined {
  const named = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1];
  if (named === undefined) return undefined;
  const name = named.toLowerCase();
  return name === 'utf-8' || name === 'utf8' ? undefined : named || 'an empty charset';
}
