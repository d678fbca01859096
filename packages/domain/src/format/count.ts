/** "1 plan", "3 plans": a count with its noun in the right number (English plural by -s). */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
