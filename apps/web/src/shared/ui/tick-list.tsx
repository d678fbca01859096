/** A list of short promises or benefits, each after a brand tick (the tick is decoration, not read out). */
export function TickList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-700">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
