/**
 * A PAN as a screen or a policy schedule shows it: the last four characters, enough for the buyer to recognise it,
 * not enough to reuse it. `mask` is '•' on screen; the schedule's built-in PDF font prints 'X' instead.
 */
export function maskPan(pan: string, mask = '•'): string {
  const clean = pan.trim().toUpperCase();
  return `${mask.repeat(Math.max(0, clean.length - 4))}${clean.slice(-4)}`;
}
