import { formatIndianNumber, formatInr } from './money';

/** ₹15,483.20, or ₹15,483 for whole rupees. */
function rupeesOfPaise(paise: number): string {
  const whole = formatInr(Math.trunc(paise / 100));
  const rest = Math.abs(paise % 100);
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

// Words staff know as letters, kept so in a field's name.
const ACRONYMS: Record<string, string> = { kyc: 'KYC', id: 'ID', pan: 'PAN', ckyc: 'CKYC', otp: 'OTP', ids: 'IDs' };

/** A field's name in words: `refund_paise` → "Refund", `kyc_review` → "KYC review". */
function fieldName(key: string): string {
  const words = key
    .replace(/_paise$/, '')
    .split('_')
    .map((w) => ACRONYMS[w] ?? w);
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** A code such as UNDER_REVIEW in words ("under review"); any other text as it is. */
const codeWords = (text: string) => (/^[A-Z][A-Z0-9_]*$/.test(text) ? text.toLowerCase().replaceAll('_', ' ') : text);

function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // Amounts are recorded in paise: staff read rupees, to the paisa.
  if (typeof value === 'number') return key.endsWith('_paise') ? rupeesOfPaise(value) : formatIndianNumber(value);
  if (typeof value === 'string') return codeWords(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => valueWords(key, v)).join(', ');
  return `(${auditDetailWords(value)})`;
}

/**
 * An audit entry's before or after as staff read it: each field by its name in words, money in rupees and codes in
 * words, in the order recorded — `{ kyc_review: 'REJECTED', refund_paise: 1548320 }` → "KYC review: rejected ·
 * Refund: ₹15,483.20".
 */
export function auditDetailWords(detail: unknown): string {
  if (detail === null || detail === undefined) return '—';
  if (typeof detail !== 'object' || Array.isArray(detail)) return valueWords('', detail);
  const fields = Object.entries(detail);
  if (fields.length === 0) return '—';
  return fields.map(([key, value]) => `${fieldName(key)}: ${valueWords(key, value)}`).join(' · ');
}
