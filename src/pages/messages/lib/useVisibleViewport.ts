import { useCallback } from 'react';

/**
 * A ref callback for an element that fills what the member sees: it gets `--visible-height` and `--visible-top`, the
 * visual viewport's height and offset, kept as they change. A phone's on-screen keyboard shrinks the visual viewport
 * and not always the layout one, so a composer at the bottom of the layout viewport would sit under the keyboard.
 */
export function useVisibleViewport(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!element || !viewport) return undefined;
    const fit = () => {
      element.style.setProperty('--visible-height', `${viewport.height}px`);
      element.style.setProperty('--visible-top', `${viewport.offsetTop}px`);
    };
    fit();
    viewport.addEventListener('resize', fit);
    viewport.addEventListener('scroll', fit);
    return () => {
      viewport.removeEventListener('resize', fit);
      viewport.removeEventListener('scroll', fit);
    };
  }, []);
}
