/** Between a page's heading and the site's name in the tab's title. */
const SEPARATOR = ' — ';

/** What the tab says on a page: its heading, then the site, or the site's own title on the home page. */
export function pageTitle(heading: string | undefined, siteTitle: string, isHome: boolean): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  if (isHome || !text) return siteTitle;
  return `${text}${SEPARATOR}${siteTitle.split(SEPARATOR)[0]}`;
}

/**
 * Issue 48: every page its own title (a tab, a bookmark, a screen reader's first words), taken from the page's h1 as
 * it appears or changes, so no page can be added without one and a title never disagrees with its heading.
 */
export function followPageHeading(
  doc: Document,
  isHome: () => boolean,
  // The site's own title in the page's language (issue 49); the heading changes with it, so the title follows.
  siteTitle?: () => string,
): () => void {
  const initial = doc.title;
  const site = siteTitle ?? (() => initial);
  const update = () => {
    const title = pageTitle(doc.querySelector('h1')?.textContent ?? undefined, site(), isHome());
    if (doc.title !== title) doc.title = title;
  };
  const observer = new MutationObserver(update);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  update();
  return () => observer.disconnect();
}
