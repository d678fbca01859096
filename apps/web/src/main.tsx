import './zod-jitless.ts';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

function render(container: HTMLElement) {
  // Synchronously, so the prerendered shell is never interactive: its last frame is followed by the app's first.
  flushSync(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
  container.removeAttribute('inert');
  container.removeAttribute('data-shell');
}

// A page the server sent prerendered (scripts/prerender.mjs) stays as it is until its route's chunk and loader are
// ready — rendering earlier would swap it for the loading fallback and back. Any other page renders at once.
if (root.hasAttribute('data-shell') && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render(root);
  });
} else render(root);
