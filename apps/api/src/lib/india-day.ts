/**
 * The instant a day of India's calendar (YYYY-MM-DD, as `indiaDate` gives it) begins: midnight IST, which keeps
 * no daylight saving, so every such day is 24 hours long.
 */
export const indiaDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`);
