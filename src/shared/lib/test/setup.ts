import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installDialogPolyfill, resetTopLayer } from './dialogPolyfill';

// A suite of the server renderer runs without a DOM (@jest-environment node).
const hasDom = typeof window !== 'undefined';

if (hasDom) installDialogPolyfill();
// jsdom does not scroll: the layout's scroll on each navigation printed "Not implemented: window.scrollTo"
// about a hundred times a run. Tests that check scrolling spy on it.
if (hasDom) window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy… and waitFor wait for what the page does, not for a wall-clock figure: their default bound
// (1 s) was met by a lazy route on a busy two-core machine. A passing test does not wait any longer.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  resetTopLayer();
});

// Also before: a form unmounted after the clear above (Testing Library's cleanup) may write a kept draft.
beforeEach(() => {
  if (hasDom) window.localStorage.clear();
});
