import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every component test starts from an empty document. Vitest runs without globals here, so Testing Library cannot
// register this itself; one place does it for every web test instead of each file.
// Files share one jsdom per worker (vitest.config.ts): storage and the URL are reset as well.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
