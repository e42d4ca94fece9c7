import '@testing-library/jest-dom';

afterEach(() => {
  window.localStorage.clear();
});

// Also before: a form unmounted after the clear above (Testing Library's cleanup) may write a kept draft.
beforeEach(() => {
  window.localStorage.clear();
});
