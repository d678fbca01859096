import type { ReactNode } from 'react';
import { Link } from 'react-router';

// One look for every card that starts a path (home steps, the family chooser, the "things" covers), so they
// read as the same kind of control wherever they appear.
const CARD =
  'group flex h-full w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md';

// The trailing arrow is decoration (aria-hidden): a glyph, not a text to translate.
const ARROW = '→';

type Body = {
  title: string;
  blurb: string;
  /** A decorative icon in a tinted box before the text. */
  icon?: ReactNode;
  /** The trailing arrow; off where the card is itself the first step (home step one). */
  arrow?: boolean;
  /** Extra classes for the card, e.g. a vertical layout from a breakpoint. */
  className?: string;
};

function CardBody({ title, blurb, icon, arrow = true }: Body) {
  return (
    <>
      {icon && (
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-100">
          {icon}
        </span>
      )}
      <span className="flex-1">
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        <span className="mt-1 block text-sm text-slate-600">{blurb}</span>
      </span>
      {arrow && (
        <span aria-hidden="true" className="text-xl text-slate-400 group-hover:text-brand-700">
          {ARROW}
        </span>
      )}
    </>
  );
}

export function ChoiceButton({ onClick, ...body }: Body & { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={`${CARD} ${body.className ?? ''}`}>
      <CardBody {...body} />
    </button>
  );
}

export function ChoiceLink({ to, onClick, ...body }: Body & { to: string; onClick?: () => void }) {
  return (
    <Link to={to} onClick={onClick} className={`${CARD} ${body.className ?? ''}`}>
      <CardBody {...body} />
    </Link>
  );
}
