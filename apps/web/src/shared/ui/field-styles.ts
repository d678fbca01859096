// One look for the proposal's inputs; aria-invalid turns the border red next to the inline error.
export const INPUT_CLASS =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 aria-invalid:border-red-600 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-600';
export const LABEL_CLASS = 'block text-sm font-semibold text-slate-900';
export const HINT_CLASS = 'mt-1 text-sm text-slate-600';
/** A tick box standing on its own (not inside a choice list): one size and colour, never squeezed by its label. */
export const TICK_CLASS = 'h-5 w-5 shrink-0 accent-brand-700';

/** The ids an input is described by: its hint and, when shown, its error. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
