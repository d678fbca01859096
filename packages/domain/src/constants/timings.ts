// Timings (docs/product/quotes.md §9, docs/product/review-payment-term-bike.md §9). A module without zod: a page's
// route loader reads the polling interval, and importing it from health.ts would make the loader's chunk wait for the
// domain's schemas to download and be built.
export const QUOTE_POLL_INTERVAL_MS = 1500;
export const TERM_QUOTE_POLL_INTERVAL_MS = 1000;
// A dropdown closes this long after a choice, so the tick on the chosen item is seen.
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
