import jsonc from 'jsonc-parser';

/**
 * The path of the first key a JSON object names twice (`life_assured`, `addons.0.is_opted`), or undefined. JSON.parse
 * keeps the last of two, so such a body says two things: what a proxy or a log reads may not be what was stored.
 */
export function repeatedJsonKey(text: string): string | undefined {
  const seen: Set<string>[] = [];
  let found: string | undefined;
  jsonc.visit(
    text,
    {
      onObjectBegin: () => void seen.push(new Set()),
      onObjectEnd: () => void seen.pop(),
      onObjectProperty: (key, _offset, _length, _line, _column, pathSupplier) => {
        const keys = seen.at(-1);
        if (found !== undefined || !keys) return;
        if (keys.has(key)) found = [...pathSupplier(), key].join('.');
        else keys.add(key);
      },
    },
    { disallowComments: true },
  );
  return found;
}
