// Where the buyer was on each quote list when they opened a plan, so Back lands there again (issue 17). Kept for
// the page's life only: a reload starts at the top, as any page does.
const scrollByList = new Map<string, number>();

export const rememberListScroll = (listId: string) => scrollByList.set(listId, window.scrollY);

/** The list's remembered scroll, once: a later visit from elsewhere starts at the top. */
export function takeListScroll(listId: string): number | undefined {
  const y = scrollByList.get(listId);
  scrollByList.delete(listId);
  return y;
}
