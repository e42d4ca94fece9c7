import type { KeenSliderPlugin } from 'keen-slider';

/**
 * keen-slider plugin: moves to the next slide `delay` ms after each
 * transition ends. It waits while `isHeld()` (paused by the person, pointer
 * over the slider or focus inside it) and while a drag is under way; call
 * `slider.update()` after the hold changes to re-arm the timer.
 */
export function autoplay(delay: number, isHeld: () => boolean): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const arm = () => {
      stop();
      if (!isHeld()) timer = setTimeout(() => slider.next(), delay);
    };
    slider.on('created', arm);
    slider.on('dragStarted', stop);
    slider.on('animationEnded', arm);
    slider.on('updated', arm);
    slider.on('destroyed', stop);
  };
}
