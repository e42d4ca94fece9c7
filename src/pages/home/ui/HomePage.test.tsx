import { screen, within } from '@testing-library/react';
import { cmsFixture, cmsRoute } from '@/entities/content/testing';
import { deferred, renderWithProviders, stubApi } from '@/shared/lib/test';
import { HomePage } from './HomePage';

const renderHome = (token?: string) => renderWithProviders(<HomePage />, { route: '/', path: '/', token });

describe('HomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the content: hero title and text, banners, How it works with videos, both card sections and the notice', async () => {
    const api = stubApi(cmsRoute());
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: cmsFixture.title })).toBeInTheDocument();
    expect(screen.getByText(cmsFixture.titleContent)).toBeInTheDocument();
    expect(api.calls('GET /unauth/getcms')).toHaveLength(1);

    const banners = within(screen.getByRole('region', { name: 'Explore Khibra' }));
    expect(banners.getByRole('link', { name: 'Find freelancers' })).toHaveAttribute('href', '/freelancers');
    expect(banners.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(banners.getByRole('link', { name: 'Join Khibra' })).toHaveAttribute('href', '/signup');
    expect(banners.getByRole('img', { name: 'Find freelancers' })).toHaveAttribute('src', '/content/banner-freelancers.svg');

    const how = within(screen.getByRole('region', { name: 'How it works' }));
    for (const block of [cmsFixture.forBusiness, cmsFixture.forFreelancer]) {
      const article = within(how.getByRole('article', { name: block.title }));
      expect(article.getByText(block.content)).toBeInTheDocument();
      const video = article.getByLabelText(block.title);
      expect(video.tagName).toBe('VIDEO');
      expect(video).toHaveAttribute('src', block.video);
      expect(video).toHaveAttribute('poster', block.poster);
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).toHaveAttribute('loop');
      expect(video).toHaveAttribute('playsinline');
      expect((video as HTMLVideoElement).muted).toBe(true);
      expect(video).not.toHaveAttribute('autoplay');
    }

    for (const section of [cmsFixture.freelancerContent, cmsFixture.eConsultant]) {
      const region = within(screen.getByRole('region', { name: section.title }));
      expect(region.getByText(section.content)).toBeInTheDocument();
      for (const card of section.subContent) {
        expect(region.getByRole('heading', { level: 3, name: card.title })).toBeInTheDocument();
        expect(region.getByText(card.content)).toBeInTheDocument();
      }
    }
    expect(screen.getByRole('complementary', { name: 'Please note' })).toHaveTextContent(/not liable for quality or financial issues.*paid directly to the consultant after completion, based on actual hours/);
  });

  it("links cards whose title contains 'booking' (any case) to /freelancers, and no other card", async () => {
    stubApi(cmsRoute());
    renderHome();
    expect(await screen.findByRole('link', { name: 'Easy booking' })).toHaveAttribute('href', '/freelancers');
    expect(screen.getByRole('link', { name: 'BOOKING made simple' })).toHaveAttribute('href', '/freelancers');
    for (const title of ['Build a profile', 'Apply to vacancies', 'Expert advice on demand']) {
      expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument();
    }
  });

  it('sends visitors to /signup from both calls to action and shows them New Freelancer Sign Up', async () => {
    stubApi(cmsRoute());
    renderHome();
    await screen.findByRole('heading', { level: 1, name: cmsFixture.title });
    expect(screen.getByRole('link', { name: 'I NEED A FREELANCER' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'I AM A FREELANCER' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'New Freelancer Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('sends a logged-in user to /vacancies/create and /vacancies, without New Freelancer Sign Up', async () => {
    stubApi(cmsRoute());
    renderHome('token-1');
    await screen.findByRole('heading', { level: 1, name: cmsFixture.title });
    expect(screen.getByRole('link', { name: 'I NEED A FREELANCER' })).toHaveAttribute('href', '/vacancies/create');
    expect(screen.getByRole('link', { name: 'I AM A FREELANCER' })).toHaveAttribute('href', '/vacancies');
    expect(screen.queryByRole('link', { name: 'New Freelancer Sign Up' })).not.toBeInTheDocument();
  });

  it('keeps the calls to action usable while the content loads', async () => {
    const hold = deferred();
    stubApi({ 'GET /unauth/getcms': { body: { data: cmsFixture }, wait: hold.promise } });
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'I NEED A FREELANCER' })).toHaveAttribute('href', '/signup');
    hold.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: cmsFixture.title })).not.toHaveAttribute('aria-busy');
  });

  it("shows 'error' where the content would be when the content service fails", async () => {
    stubApi({ 'GET /unauth/getcms': { status: 500, body: { message: 'boom', errors: { message: 'boom', error: 'internal' } } } });
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^error /);
    expect(alert).toHaveTextContent("The page's text could not be loaded. Please check your connection and try again.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How it works' })).not.toBeInTheDocument();
    // The calls to action and the notice do not depend on the content.
    expect(screen.getByRole('link', { name: 'I AM A FREELANCER' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Please note' })).toBeInTheDocument();
  });

  it('asks the content service again on Try again, and shows the content it then gives', async () => {
    let answers = 0;
    const api = stubApi({
      'GET /unauth/getcms': () => (++answers === 1 ? { status: 500, body: { message: 'boom', errors: { message: 'boom', error: 'internal' } } } : cmsRoute()['GET /unauth/getcms']),
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: cmsFixture.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /unauth/getcms')).toHaveLength(2);
  });
});
