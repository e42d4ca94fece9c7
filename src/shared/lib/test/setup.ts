import '@testing-library/jest-dom';
import { installDialogPolyfill, resetTopLayer } from './dialogPolyfill';

installDialogPolyfill();

afterEach(() => {
  window.localStorage.clear();
  resetTopLayer();
});
