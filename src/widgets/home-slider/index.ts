export { HomeSlider, type HomeSliderProps } from './ui/HomeSlider';
export { DEFAULT_PAGE_NAME, SLIDER_AUTOPLAY_MS, SLIDER_OPTIONS, backgroundFor } from './config/slider';
export { autoplay } from './model/autoplay';
