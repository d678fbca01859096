// The sandbox's card rules (docs/decisions.md §4): well-formed card data first, then the two documented test cards.
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardVerdict = { error: string } | { status: 'SUCCESS' } | { status: 'FAILED'; reason: string };

export function checkCard(form: Record<string, string | undefined>, now = new Date()): CardVerdict {
  const number = (form.card_number ?? '').replace(/\s+/g, '');
  if (!(form.card_name ?? '').trim()) return { error: 'Enter the name on the card' };
  if (!/^\d{16}$/.test(number) || !luhn(number)) return { error: 'Enter a valid 16-digit card number' };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = Number(m?.[1]);
  const year = 2000 + Number(m?.[2]);
  if (!m || month < 1 || month > 12 || year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    return { error: 'Enter a future expiry date (MM/YY)' };
  if (!/^\d{3}$/.test(form.cvv ?? '')) return { error: 'Enter the 3-digit CVV' };
  if (number === TEST_CARDS.success) return { status: 'SUCCESS' };
  if (number === TEST_CARDS.declined) return { status: 'FAILED', reason: 'Card declined by the issuing bank' };
  return { status: 'FAILED', reason: 'This sandbox accepts only its test cards' };
}
