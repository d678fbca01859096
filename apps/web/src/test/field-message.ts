/** The message tied to a field (the first id of its aria-describedby), as a screen reader reads it; '' when none. */
export const messageOf = (field: HTMLElement): string =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '';
