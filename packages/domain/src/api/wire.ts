import { z } from 'zod';

// What a response field is, said once: the server's serializer checks every body against these, the web parses with
// them, and the OpenAPI document names their formats (uuid, date-time, date) for any other client.

/** A row's id, as the database makes it. */
export const ZRowId = z.uuid();
/** A moment, as `Date.prototype.toISOString` writes it (UTC). */
export const ZInstant = z.iso.datetime();
/** A calendar day in India (YYYY-MM-DD): a policy's start and end, a cancellation, a report's date. */
export const ZDay = z.iso.date();
/** Money in rupees, to the paisa: the database keeps paise, the wire rupees. */
export const ZRupees = z.number().nonnegative().multipleOf(0.01);
/** How many of something. */
export const ZCount = z.number().int().nonnegative();
