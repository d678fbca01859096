import type { ReactNode } from 'react';

/**
 * A choice shown as a pill that stays pressed while it is chosen (aria-pressed): an add-on, a member a question
 * applies to.
 */
export function ToggleChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'}`}
    >
      {children}
    </button>
  );
}
