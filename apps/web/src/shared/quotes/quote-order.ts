/** One order a buyer can put a quote list in: its menu label and the words after "sorted by". */
export type QuoteOrder<V extends string> = { value: V; label: string; caption: string };

/** The order named `raw` (the address's `sort`), else the list's first, its default. */
export function parseQuoteOrder<V extends string>(orders: readonly QuoteOrder<V>[], raw: string | null): V {
  return (orders.find((o) => o.value === raw) ?? orders[0]!).value;
}

/** The quotes by a numeric key, smallest first; ties keep the server's order. */
export function orderQuotes<Q>(quotes: readonly Q[], key: (q: Q) => number): Q[] {
  return quotes
    .map((q, i) => ({ q, i, k: key(q) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((e) => e.q);
}
