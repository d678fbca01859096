import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n.ts';

type Props = {
  /** The header's Buy button: the bar shows only while it is scrolled out of sight. */
  anchor: RefObject<HTMLElement | null>;
  /** The plan's end: once it is in sight the bar goes, so it never covers the footer below. */
  end: RefObject<HTMLElement | null>;
  planName: string;
  price: string;
  buying: boolean;
  onBuy: () => void;
};

/**
 * Issue 48: on a phone the plan page runs to thousands of pixels, and its price and Buy sat only at the top. This bar
 * keeps them at the bottom of the screen once the header's are out of sight. It repeats that button for the eye and
 * the thumb, so it is hidden from assistive technology and the tab order, which reach the header's one.
 */
export function StickyBuyBar({ anchor, end, planName, price, buying, onBuy }: Props) {
  const { t } = useTranslation(NS);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    // Read once a frame while scrolling: the plan's Buy above the screen, the plan's end not yet on it.
    const measure = () => {
      frame = 0;
      const header = anchor.current?.getBoundingClientRect();
      const last = end.current?.getBoundingClientRect();
      // The site's own header stays on top of the page: a button under it is out of sight too.
      const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      setShown(!!header && !!last && header.bottom < top && last.top > window.innerHeight);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [anchor, end]);
  return (
    <div
      aria-hidden="true"
      data-testid="sticky-buy-bar"
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:hidden ${shown ? '' : 'hidden'}`}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-base font-bold text-slate-900">{price}</span>
          <span className="block truncate text-xs text-slate-600">{planName}</span>
        </p>
        <button
          type="button"
          tabIndex={-1}
          onClick={onBuy}
          disabled={buying}
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 text-base font-bold whitespace-nowrap text-white hover:bg-brand-800 disabled:bg-slate-400"
        >
          {buying ? t('buyBar.loading') : t('buyBar.buy')}
        </button>
      </div>
    </div>
  );
}
