/** A payment's gateway and the ids it gave, each named; an id the gateway has not given yet is left out. */
export function GatewayIds({ provider, ids }: { provider: string; ids: Record<string, string | null> }) {
  return (
    <dl>
      <dt className="sr-only">Gateway</dt>
      <dd className="font-medium">{provider}</dd>
      {Object.entries(ids).map(
        ([name, id]) =>
          id && (
            <div key={name} className="flex gap-1.5 text-xs">
              <dt className="text-slate-500">{name}</dt>
              <dd className="font-mono break-all">{id}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
