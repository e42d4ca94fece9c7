import 'keen-slider/keen-slider.min.css';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { KeenSliderOptions } from 'keen-slider';
import { useGetCmsQuery } from '@/entities/content';
import { t } from '@/shared/i18n';
import { usePrefersReducedMotion } from '@/shared/lib/motion';
import { AutoplayVideo, PlayPauseIcon, cx } from '@/shared/ui';
import { DEFAULT_PAGE_NAME, SLIDER_AUTOPLAY_MS, SLIDER_OPTIONS, backgroundFor } from '../config/slider';
import { useKeenSliderLater } from '../lib/useKeenSliderLater';
import { autoplay } from '../model/autoplay';
import styles from './HomeSlider.module.css';

export interface HomeSliderProps {
  /** Picks the lines (content slider2[pageName]) and the background video. */
  pageName?: string;
}

/**
 * The slider of docs/reference.md#screens, #limits over the page's background video: the text
 * lines of content `slider2[pageName]` (default IndexPage), autoplaying
 * every 5 s with 1.5 s transitions, looping, one slide per view, 50 px apart.
 * While the content loads it shows the single slide 'Please Wait the page is
 * Loading'; a content failure shows 'error'. One button pauses the slideshow
 * and the video (paused from the start under prefers-reduced-motion).
 */
export function HomeSlider({ pageName = DEFAULT_PAGE_NAME }: HomeSliderProps) {
  const { data, isError } = useGetCmsQuery();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const paused = choice === null ? reducedMotion : choice === 'pause';
  const lines = data ? (data.slider2[pageName] ?? data.slider2[DEFAULT_PAGE_NAME] ?? []) : null;
  const background = backgroundFor(pageName);
  // The poster is the largest thing a phone paints first: fetched with the page, not when the parser reaches the video.
  preload(background.poster, { as: 'image', fetchPriority: 'high' });

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={t('slider.label')}>
      <AutoplayVideo cover src={background.video} poster={background.poster} paused={paused} hideToggle className={styles.background} />
      <div className={styles.inner}>
        {lines ? (
          lines.length > 0 && <SlideTrack key={`${pageName}:${lines.join('\n')}`} lines={lines} paused={paused} />
        ) : (
          <div className={styles.track} aria-live="polite">
            <div className={cx(styles.slide, styles.single)} role="group" aria-roledescription="slide" data-active="true">
              <p className={styles.line}>{isError ? t('content.error') : t('slider.loading')}</p>
            </div>
          </div>
        )}
        <button
          type="button"
          className={styles.pause}
          onClick={() => setChoice(paused ? 'play' : 'pause')}
          aria-label={paused ? t('slider.play') : t('slider.pause')}
          title={paused ? t('slider.play') : t('slider.pause')}
        >
          <PlayPauseIcon playing={!paused} />
        </button>
      </div>
    </section>
  );
}

function SlideTrack({ lines, paused }: { lines: string[]; paused: boolean }) {
  const [current, setCurrent] = useState(0);
  // What holds the autoplay: the pause button, a pointer over the slides, focus inside them.
  const hold = useRef({ paused, pointer: false, focus: false });
  hold.current.paused = paused;

  // Options and plugins must keep their identity: a new object would re-apply them on every render.
  const [options] = useState<KeenSliderOptions>(() => ({
    ...SLIDER_OPTIONS,
    rtl: typeof document !== 'undefined' && document.documentElement.dir === 'rtl',
    slideChanged: (slider) => setCurrent(slider.track.details.rel),
  }));
  const [plugins] = useState(() => [autoplay(SLIDER_AUTOPLAY_MS, () => hold.current.paused || hold.current.pointer || hold.current.focus)]);
  const [sliderRef, instance] = useKeenSliderLater<HTMLDivElement>(options, plugins);

  useEffect(() => {
    instance.current?.update();
  }, [paused, instance]);

  const setHold = (what: 'pointer' | 'focus', on: boolean) => {
    hold.current[what] = on;
    instance.current?.update();
  };

  // moveToIdx takes an absolute index; a looping track's absolute index keeps growing.
  const goTo = (index: number) => {
    const slider = instance.current;
    if (slider) slider.moveToIdx(slider.track.details.abs + index - slider.track.details.rel);
  };

  return (
    <>
      <div
        ref={sliderRef}
        className={cx('keen-slider', styles.track)}
        aria-live={paused ? 'polite' : 'off'}
        onMouseEnter={() => setHold('pointer', true)}
        onMouseLeave={() => setHold('pointer', false)}
        onFocus={() => setHold('focus', true)}
        onBlur={() => setHold('focus', false)}
      >
        {lines.map((line, index) => (
          <div
            key={index}
            className={cx('keen-slider__slide', styles.slide)}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slider.slide', { n: index + 1, total: lines.length })}
            aria-hidden={index !== current}
            data-active={index === current ? 'true' : undefined}
          >
            <p className={styles.line}>{line}</p>
          </div>
        ))}
      </div>
      {lines.length > 1 && (
        <div className={styles.dots}>
          {lines.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('slider.slide', { n: index + 1, total: lines.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </>
  );
}
