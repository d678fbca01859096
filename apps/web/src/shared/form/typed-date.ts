import { MESSAGES, parseDisplayDate } from '@kavach/domain';

/**
 * A date typed on screen (DD/MM/YYYY) as the API takes it (YYYY-MM-DD). Text that is not a real date is sent as
 * typed, so the domain schema refuses it and the form shows that refusal where the buyer typed it.
 */
export function typedDateToWire(text: string | undefined): string {
  const typed = text ?? '';
  return parseDisplayDate(typed) ?? typed;
}

/**
 * The message a typed date field shows: the schema's refusal names the API's YYYY-MM-DD, which the buyer never
 * types, so the field says the DD/MM/YYYY it asks for instead.
 */
export function typedDateMessage(message: string | undefined): string | undefined {
  return message === MESSAGES.ISO_DATE_INVALID ? MESSAGES.DOB_INVALID : message;
}
