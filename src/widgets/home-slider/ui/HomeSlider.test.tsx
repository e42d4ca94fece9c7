import { screen, waitFor, within } from '@testing-library/react';
import KeenSlider from 'keen-slider';
import { cmsFixture, cmsRoute } from '@/entities/content/testing';
import { deferred, renderWithProviders, stubApi } from '@/shared/lib/test';
import { HomeSlider } from './HomeSlider';

// The real slider, observed: the options it is given are the spec's.
jest.mock('keen-slider', () => {
  const actual = jest.requireActual('keen-slider');
  return { __esModule: true, default: jest.fn(actual.default) };
});

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

describe('HomeSlider', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it("shows the single slide 'Please Wait the page is Loading' while the content loads", () => {
    const hold = deferred();
    stubApi({ 'GET /unauth/getcms': { body: { data: cmsFixture }, wait: hold.promise } });
    renderWithProviders(<HomeSlider />);
    const slider = screen.getByRole('region', { name: 'Highlights' });
    const slides = within(slider).getAllByRole('group');
    expect(slides).toHaveLength(1);
    expect(slides[0]).toHaveTextContent('Please Wait the page is Loading');
    hold.resolve();
  });

  it('shows the IndexPage lines by default over the built-in background video, with the spec options', async () => {
    stubApi(cmsRoute());
    const { container } = renderWithProviders(<HomeSlider />);
    const slider = screen.getByRole('region', { name: 'Highlights' });
    await within(slider).findByText('Find trusted trainers across MENA');
    const slides = within(slider).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.textContent)).toEqual(cmsFixture.slider2.IndexPage);
    expect(slides[0]).toHaveAttribute('aria-label', 'Slide 1 of 2');
    expect(slides[0]).toHaveAttribute('data-active', 'true');

    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/home.mp4');
    expect(video).toHaveAttribute('poster', '/media/home.jpg');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).toHaveAttribute('preload', 'none');

    // keen-slider is loaded after the first render, then takes the track.
    await waitFor(() => expect(KeenSlider).toHaveBeenCalled());
    const [track, options, plugins] = jest.mocked(KeenSlider).mock.calls.at(-1) ?? [];
    expect(track).toHaveClass('keen-slider');
    expect(options).toMatchObject({ loop: true, slides: { perView: 1, spacing: 50 }, defaultAnimation: { duration: 1500 } });
    expect(plugins).toHaveLength(1);
  });

  it('picks the lines of its page name, and falls back to IndexPage for a page without lines', async () => {
    stubApi(cmsRoute());
    const { unmount } = renderWithProviders(<HomeSlider pageName="AboutPage" />);
    expect(await screen.findByText('Khibra means expertise')).toBeInTheDocument();
    expect(screen.queryByText('Find trusted trainers across MENA')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<HomeSlider pageName="NoSuchPage" />);
    expect(await screen.findByText('Find trusted trainers across MENA')).toBeInTheDocument();
  });

  it("shows 'error' when the content service fails", async () => {
    stubApi({ 'GET /unauth/getcms': { status: 503, body: { message: 'down', errors: { message: 'down', error: 'unavailable' } } } });
    renderWithProviders(<HomeSlider />);
    expect(await within(screen.getByRole('region', { name: 'Highlights' })).findByText('error')).toBeInTheDocument();
  });

  it('can be paused and played again, and starts paused under prefers-reduced-motion', async () => {
    stubApi(cmsRoute());
    const { user, unmount } = renderWithProviders(<HomeSlider />);
    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    unmount();

    preferReducedMotion(true);
    renderWithProviders(<HomeSlider />);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });
});
