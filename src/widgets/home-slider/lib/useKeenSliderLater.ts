import { useEffect, useRef, type RefObject } from 'react';
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';

/**
 * keen-slider's useKeenSlider, with keen-slider loaded after the first render:
 * it is not part of the home page's first load (6 KB gzipped).
 * Until it is there the track shows its first slide, laid out by
 * keen-slider.css as the server rendered it. `options` and `plugins` must
 * keep their identity (a new one re-creates the slider).
 */
export function useKeenSliderLater<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[],
): [RefObject<T | null>, RefObject<KeenSliderInstance | null>] {
  const container = useRef<T>(null);
  const instance = useRef<KeenSliderInstance | null>(null);
  useEffect(() => {
    let gone = false;
    void import(/* webpackChunkName: "keen-slider" */ 'keen-slider').then(({ default: KeenSlider }) => {
      if (!gone && container.current) instance.current = new KeenSlider(container.current, options, plugins);
    });
    return () => {
      gone = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [options, plugins]);
  return [container, instance];
}
