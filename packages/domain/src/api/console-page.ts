import { z } from 'zod';
import { ZCount } from './wire';

// The console's lists (complaints, KYC reviews, payments, the audit log) come a page at a time. Each used to stop at
// its first 100 or 200 rows and say nothing of the rest: past that, the newest open complaints or held KYCs were on
// no page at all.

/** Rows on one page of a console list. */
export const CONSOLE_PAGE_SIZE = 50;

/** `?page=`: which page of a list, from 1. A page past the last is an empty page, not an error. */
export const ZPageQuery = z
  .object({
    page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1).max(100_000).default(1),
  })
  .strict();

/** One page of a list: its rows, how many rows the whole list has, and which page this is. */
export const zConsolePage = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), total: ZCount, page: z.number().int().min(1), page_size: z.number().int().min(1) });
export type TConsolePage<T> = { items: T[]; total: number; page: number; page_size: number };
