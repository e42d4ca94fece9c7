import type { KeenSliderOptions } from 'keen-slider';

/** docs/reference.md#limits slider constants: autoplay every 5000 ms, 1500 ms transitions, looping, one per view, gap 50 (px). */
export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_OPTIONS = {
  loop: true,
  slides: { perView: 1, spacing: 50 },
  defaultAnimation: { duration: 1500 },
} satisfies KeenSliderOptions;

/** The page name whose lines and background the slider shows unless told otherwise (see docs/reference.md#screens). */
export const DEFAULT_PAGE_NAME = 'IndexPage';

export interface SliderBackground {
  video: string;
  poster: string;
}

/** The built-in background video (see docs/reference.md#limits), served from public/media. */
const HOME_BACKGROUND: SliderBackground = { video: '/media/home.mp4', poster: '/media/home.jpg' };

/** Background video per page name; any page without its own uses the built-in one. */
export const SLIDER_BACKGROUNDS: Readonly<Record<string, SliderBackground>> = {
  IndexPage: HOME_BACKGROUND,
};

export const backgroundFor = (pageName: string): SliderBackground => SLIDER_BACKGROUNDS[pageName] ?? HOME_BACKGROUND;
