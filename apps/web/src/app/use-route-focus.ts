import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a lazy chunk, its first data) before we give up. */
const HEADING_WAIT_MS = 5000;

/** What a page focuses on purpose: a heading or a field. */
const PAGE_FOCUS = 'h1, h2, h3, input, select, textarea, [tabindex="-1"]';

function openDialog(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * Issue 17: after a navigation to another page, focus moves to that page's h1 (made focusable with tabIndex=-1,
 * without scrolling), so keyboard and screen-reader users start at the top of the new page, as on a full page load.
 * Not on the first load, not when only the search params change (sort, filters, compare ticks: the visitor is still
 * on the same page and keeps their place), never while a dialog is open, and not when something else has taken focus
 * since the navigation began (a page that focuses its own step title or field keeps that).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    const focusedAtNavigation = document.activeElement;
    // The new page moved focus itself as it mounted (its step title, its first field): that choice stands.
    if (focusedAtNavigation && main.contains(focusedAtNavigation) && focusedAtNavigation.matches(PAGE_FOCUS)) return;

    const tryFocus = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      const untouched =
        active === null || active === document.body || active === focusedAtNavigation || !active.isConnected;
      if (untouched && !openDialog()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return;

    // The page renders its heading later (its data is loading): wait for it, a while at most.
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
