import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { useInView, useNearView, usePrefersReducedMotion } from '@/shared/lib/motion';
import { cx } from '../cx';
import { PlayPauseIcon } from './PlayPauseIcon';
import styles from './AutoplayVideo.module.css';

export interface AutoplayVideoProps {
  src: string;
  /** Shown until the video plays (and instead of it under reduced motion). */
  poster: string;
  /** What the video shows; without it the video is decorative (hidden from screen readers). */
  label?: string;
  /** Fill the parent (a background video) instead of keeping the video's own ratio. */
  cover?: boolean;
  className?: string;
  /** Where the pause/play button sits. */
  togglePlacement?: 'start' | 'end';
  /** Controlled by a parent that has its own pause button (then pass hideToggle). */
  paused?: boolean;
  hideToggle?: boolean;
  /** Shown over the video, centred (e.g. an illustration framed by the moving background). */
  children?: ReactNode;
  /**
   * Below the first screen: the poster is fetched only when the video comes
   * near the viewport, so it does not compete with what a phone paints first.
   */
  lazy?: boolean;
}

/**
 * A silent looping video that never holds up the page: nothing is downloaded
 * before it is needed (preload="none", the poster shows meanwhile), it plays
 * only while in view, and stays paused when the person prefers reduced
 * motion. A pause/play button stops it at any time (WCAG 2.2.2); a person's
 * choice wins over both rules.
 */
export function AutoplayVideo({ src, poster, label, cover = false, className, togglePlacement = 'end', paused, hideToggle = false, children, lazy = false }: AutoplayVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const inView = useInView(frame);
  const near = useNearView(frame);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const wantsPlay = paused !== undefined ? !paused : choice === null ? !reducedMotion : choice === 'play';
  const playing = wantsPlay && inView;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) {
      element.muted = true;
      const started = element.play() as Promise<void> | undefined;
      // Blocked autoplay or a source that cannot play leaves the poster: nothing to report.
      started?.catch(() => undefined);
    } else if (!element.paused) {
      element.pause();
    }
  }, [playing]);

  return (
    <div ref={frame} className={cx(styles.frame, cover && styles.cover, className)}>
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={lazy && !near ? undefined : poster}
        muted
        playsInline
        loop
        preload="none"
        aria-label={label}
        aria-hidden={label ? undefined : true}
      />
      {children && <div className={styles.overlay}>{children}</div>}
      {!hideToggle && (
        <button
          type="button"
          className={cx(styles.toggle, togglePlacement === 'start' ? styles.toggleStart : styles.toggleEnd)}
          onClick={() => setChoice(wantsPlay ? 'pause' : 'play')}
          aria-label={wantsPlay ? t('video.pause') : t('video.play')}
          title={wantsPlay ? t('video.pause') : t('video.play')}
        >
          <PlayPauseIcon playing={wantsPlay} />
        </button>
      )}
    </div>
  );
}
