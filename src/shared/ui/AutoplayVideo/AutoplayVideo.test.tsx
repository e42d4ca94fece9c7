import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoplayVideo } from './AutoplayVideo';

/** A controllable IntersectionObserver: `show(true)` puts every observed element in view. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  return (isIntersecting: boolean) =>
    act(() => callbacks.forEach((callback) => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)));
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

describe('AutoplayVideo', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  let paused = true;

  beforeEach(() => {
    paused = true;
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      paused = false;
      return Promise.resolve();
    });
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
      paused = true;
    });
    jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('loads nothing up front: muted, inline, looping, preload none, a poster and no autoplay attribute', () => {
    render(<AutoplayVideo src="/media/a.mp4" poster="/media/a.jpg" label="How it works" />);
    const video = screen.getByLabelText('How it works') as HTMLVideoElement;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/a.jpg');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.muted).toBe(true);
    expect(play).not.toHaveBeenCalled();
  });

  it('lazy (below the first screen): no poster is fetched until the video comes near the viewport', () => {
    const show = stubIntersectionObserver();
    render(<AutoplayVideo lazy src="/media/a.mp4" poster="/media/a.jpg" label="How it works" />);
    const video = screen.getByLabelText('How it works');
    expect(video).not.toHaveAttribute('poster');
    show(true);
    expect(video).toHaveAttribute('poster', '/media/a.jpg');
    // Once there, it stays: scrolling away does not drop it.
    show(false);
    expect(video).toHaveAttribute('poster', '/media/a.jpg');
  });

  it('plays only while in view', () => {
    const show = stubIntersectionObserver();
    render(<AutoplayVideo src="/media/a.mp4" poster="/media/a.jpg" />);
    expect(play).not.toHaveBeenCalled();
    show(true);
    expect(play).toHaveBeenCalledTimes(1);
    show(false);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('stays paused under prefers-reduced-motion until the person presses play', async () => {
    preferReducedMotion(true);
    const show = stubIntersectionObserver();
    render(<AutoplayVideo src="/media/a.mp4" poster="/media/a.jpg" />);
    show(true);
    expect(play).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('the pause button stops it, and it does not restart when it comes back into view', async () => {
    const show = stubIntersectionObserver();
    render(<AutoplayVideo src="/media/a.mp4" poster="/media/a.jpg" />);
    show(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    show(false);
    show(true);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
