import '@testing-library/jest-dom';
import { installDialogPolyfill, resetTopLayer } from './dialogPolyfill';

installDialogPolyfill();

afterEach(() => {
  window.localStorage.clear();
  resetTopLayer();
});

// Also before: a form unmounted after the clear above (Testing Library's cleanup) may write a kept draft.
beforeEach(() => {
  window.localStorage.clear();
});
