// A prerendered page's only script before its first paint (scripts/prerender.mjs): it asks for the app's scripts once
// the shell has painted. Requested from the head, they shared a phone's slow first seconds with the page and its
// stylesheet and put the first paint after them (issue 48). The addresses are this tag's data-app and data-preload.
/* global document, window -- this runs in the browser */
(() => {
  const tag = document.currentScript;
  let asked = false;
  const askForApp = () => {
    if (asked) return;
    asked = true;
    // The installation's settings, which the app waits for before it renders over a shell (main.tsx): asked for now,
    // beside its scripts, not once those have run. They may be kept for five minutes (client-config.ts in the API),
    // so the app's own request is answered by this one from the browser's cache.
    window.fetch?.('/v1/config', { headers: { accept: 'application/json' } }).catch(() => {});
    for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = tag.dataset.app;
    document.head.append(app);
  };
  // A tab opened in the background paints nothing until it is shown: nothing to wait for there. Nor where the browser
  // cannot tell of its paints, and never more than a second in any case.
  const paints = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (document.visibilityState === 'hidden' || !paints) return askForApp();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    askForApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(askForApp, 1000);
})();
