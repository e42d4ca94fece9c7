import { screen, waitFor, within } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/testing';
import { FreelancerCard } from './FreelancerCard';
import { FreelancerListCard } from './FreelancerListCard';

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

describe('FreelancerCard for a visitor', () => {
  it('masks the e-mail, and the mask, Message and Book lead to /login, which brings the visitor back', async () => {
    stubApi({});
    const freelancer = makeFreelancer({ user: { email: undefined, phone: undefined, showPhoneRegistered: false }, Iam: ['E-Consultant'] });
    const { user } = renderWithProviders(<FreelancerListCard freelancer={freelancer} />, { route: '/freelancers' });

    expect(screen.getByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(screen.queryByText('layla@example.com')).not.toBeInTheDocument();
    const mask = screen.getByRole('link', { name: 'Please login to view' });
    expect(mask).toHaveAttribute('href', '/login?next=%2Ffreelancers');
    expect(screen.getByText('Phone number not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Message/ })).toHaveAttribute('href', '/login?next=%2Ffreelancers');
    // Book: back to the booking form after logging in.
    expect(screen.getByRole('link', { name: /Book e-Consultation/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/econsultancy/booking/${freelancer.id}`)}`,
    );
    // The favourite star leads visitors to /login too.
    expect(screen.getByRole('link', { name: 'Log in to add Layla Haddad to favorites' })).toHaveAttribute('href', '/login?next=%2Ffreelancers');

    await user.click(mask);
    expect(location()).toBe('/login?next=%2Ffreelancers');
  });

  it('shows the phone only when the data holds it (showPhonePublic), else the login mask when members may see it', () => {
    stubApi({});
    const { unmount } = renderWithProviders(
      <FreelancerListCard freelancer={makeFreelancer({ user: { email: undefined, phone: '+971500000009', showPhonePublic: true } })} />,
    );
    expect(screen.getByRole('link', { name: '+971500000009' })).toHaveAttribute('href', 'tel:+971500000009');
    unmount();
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ user: { email: undefined, phone: undefined, showPhoneRegistered: true } })} />);
    expect(screen.getAllByRole('link', { name: 'Please login to view' })).toHaveLength(2);
  });

  it('sends the Resume click of a visitor to /login', async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ resume: { fileName: 'cv.pdf', size: 10 } })} />);
    await user.click(screen.getByRole('button', { name: /resume/i }));
    expect(location()).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });
});

describe('FreelancerCard for a member', () => {
  it('shows the e-mail, the phone, and Message as an e-mail link', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } } });
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer()} />, { token: 't' });
    expect(screen.getByRole('link', { name: 'layla@example.com' })).toHaveAttribute('href', 'mailto:layla@example.com');
    expect(screen.getByRole('link', { name: '+971500000001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Message/ })).toHaveAttribute('href', 'mailto:layla@example.com');
    expect(screen.queryByText('Please login to view')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Preview')).not.toBeInTheDocument();
  });

  it("reads 'Phone number not available.' without a phone in the data", () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } } });
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ user: { phone: undefined, showPhoneRegistered: false } })} />, { token: 't' });
    expect(screen.getByText('Phone number not available.')).toBeInTheDocument();
  });

  it('enables Book e-Consultation only for E-Consultants', () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } } });
    const { unmount } = renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ Iam: ['E-Consultant', 'Trainer'] })} />, { token: 't' });
    expect(screen.getByRole('link', { name: /Book e-Consultation/ })).toHaveAttribute('href', '/econsultancy/booking/f1');
    expect(screen.queryByText('This freelancer does not provide e-Consultant Services')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ Iam: ['Trainer'] })} />, { token: 't' });
    expect(screen.getByRole('button', { name: /Book e-Consultation/ })).toBeDisabled();
    expect(screen.getByText('This freelancer does not provide e-Consultant Services')).toBeInTheDocument();
  });

  it('flags the own card as Preview, with no Book button (nobody books themselves)', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } } });
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ Iam: ['E-Consultant'] })} />, { token: 't' });
    expect(await screen.findByText('Preview')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book e-Consultation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book e-Consultation/ })).not.toBeInTheDocument();
  });

  it('on the booking page shows the booking rate as its one rate and no Book button', () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } } });
    const freelancer = makeFreelancer({ Iam: ['E-Consultant'] });
    renderWithProviders(<FreelancerListCard freelancer={{ ...freelancer, experience: { ...freelancer.experience, hourlyRate: '$40' } }} bookingRate="$75" />, { token: 't' });
    expect(screen.getByText('$75')).toBeInTheDocument();
    expect(screen.queryByText('$40')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book e-Consultation/ })).not.toBeInTheDocument();
  });
});

describe('FreelancerCard content', () => {
  it('shows name, company, place, header, role badges, skills, links and the details lists', () => {
    stubApi({});
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ Iam: ['Trainer', 'Consultant', 'E-Consultant'] })} />);
    expect(screen.getByRole('img', { name: 'Photo of Layla Haddad' })).toHaveAttribute('src', '/content/default-avatar.svg');
    expect(screen.getByText('Haddad Consulting')).toBeInTheDocument();
    expect(screen.getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByText('Leadership trainer and HR consultant')).toBeInTheDocument();
    const roles = within(screen.getByRole('list', { name: 'Roles' }));
    expect(roles.getByText('Trainer')).toBeInTheDocument();
    expect(roles.getByText('Consultant')).toBeInTheDocument();
    expect(roles.getByText('e-Consultant')).toBeInTheDocument();
    expect(screen.getByText('Leadership')).toBeInTheDocument();
    const web = screen.getByRole('link', { name: 'Website of Layla Haddad' });
    expect(web).toHaveAttribute('href', 'https://haddad.example.com/');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'LinkedIn profile of Layla Haddad' })).toHaveAttribute('href', 'http://linkedin.com/in/layla');
    expect(screen.getByText('12 years')).toBeInTheDocument();
    expect(screen.getByText('Arabic, English')).toBeInTheDocument();
    expect(screen.getByText('12 March 2030')).toBeInTheDocument();
    expect(screen.getByText('$75 - $100')).toBeInTheDocument();
  });

  it('shows the empty texts and UNKNOWN for empty values', () => {
    stubApi({});
    const freelancer = makeFreelancer({
      profileSummary: '',
      skills: [],
      companyName: '',
      personalLink: '',
      linkedinLink: '',
      user: { city: '', country: '' },
      experience: { degree: '', hourlyRate: '', startDate: '', totalExperience: '', secondLanguage: '', firstLanguage: '' },
    });
    renderWithProviders(<FreelancerListCard freelancer={freelancer} />);
    expect(screen.getByText('This freelancer did not provide a profile summary.')).toBeInTheDocument();
    expect(screen.getByText('This freelancer did not provide any skills.')).toBeInTheDocument();
    // company, place, experience, degree, languages, hourly rate, start date
    expect(screen.getAllByText('UNKNOWN')).toHaveLength(7);
    expect(screen.getByRole('img', { name: 'No website provided' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No LinkedIn profile provided' })).toBeInTheDocument();
  });

  it('opens the full-screen preview, which closes with Escape and with its close button', async () => {
    stubApi({});
    const { user } = renderWithProviders(<FreelancerListCard freelancer={makeFreelancer()} />);
    await user.click(screen.getByRole('button', { name: 'View full profile of Layla Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile of Layla Haddad' });
    expect(within(dialog).getByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    // Focus starts at the top of the dialog (its close button), not on a link halfway down the profile.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View full profile of Layla Haddad' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('FreelancerCard on a phone (compact list card)', () => {
  const skills = ['Leadership Development', 'Executive Coaching', 'Change Management', 'Public Speaking', 'Negotiation', 'Team Building'];

  it('keeps the skills that fit two lines, marks the rest for phones only and says +N more; shows the rate beside the place', () => {
    stubApi({});
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ skills })} />);
    const items = screen.getAllByRole('listitem').filter((item) => item.className.includes('skill'));
    const extra = items.filter((item) => item.className.includes('extraSkill')).map((item) => item.textContent);
    expect(extra).toEqual(['Public Speaking', 'Negotiation', 'Team Building']);
    expect(screen.getByText('+3 more')).toHaveClass('moreSkills');
    expect(screen.getByText('Hourly rate: $75 - $100')).toHaveClass('phoneOnly');
    // The long sections stay in the document (the preview and wider screens show them); CSS folds them on phones.
    expect(screen.getByRole('heading', { name: 'Contact' }).closest('section')).toHaveClass('contactSection');
    expect(screen.getByRole('heading', { name: 'Details' }).closest('section')).toHaveClass('aside');
  });

  it('is not compact as the full card (the profile page and the preview): every skill, no +N more', () => {
    stubApi({});
    renderWithProviders(<FreelancerCard freelancer={makeFreelancer({ skills })} variant="full" />);
    expect(screen.getByRole('article')).not.toHaveClass('compact');
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.getByText('Team Building')).not.toHaveClass('extraSkill');
  });
});

describe('favourite star', () => {
  it('adds, then removes a favourite with the spec toasts and refetches the profile', async () => {
    let favorites: string[] = [];
    const api = stubApi({
      'GET /user/myprofile': () => ({ body: { data: makeProfile({ favoriteFreelancers: favorites }) } }),
      'POST /freelancer/favorite': (request) => {
        const { id, fav } = request.body as { id: string; fav: boolean };
        favorites = fav ? [...favorites, id] : favorites.filter((item) => item !== id);
        return { body: { data: { favoriteFreelancers: favorites } } };
      },
    });
    const { user } = renderWithProviders(<FreelancerListCard freelancer={makeFreelancer()} />, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' }));
    expect(await screen.findByText('Successfully added a new favorite freelancer')).toBeInTheDocument();
    expect(api.calls('POST /freelancer/favorite')[0].body).toEqual({ id: 'f1', fav: true });
    const star = await screen.findByRole('button', { name: 'Remove Layla Haddad from favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls('GET /user/myprofile')).toHaveLength(2));

    await user.click(star);
    expect(await screen.findByText('Successfully removed a favorite freelancer')).toBeInTheDocument();
    expect(api.calls('POST /freelancer/favorite')[1].body).toEqual({ id: 'f1', fav: false });
    expect(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers Edit profile (→ /freelancerprofile) instead of a star on your own card', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } } });
    const { user } = renderWithProviders(<FreelancerListCard freelancer={makeFreelancer()} />, { token: 't' });
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit).toHaveAttribute('href', '/freelancerprofile');
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
    await user.click(edit);
    expect(location()).toBe('/freelancerprofile');
  });

  it('offers no Edit profile on the cards of others', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } } });
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer()} />, { token: 't' });
    expect(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it("shows 'Some error occured.' when the toggle fails otherwise", async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'POST /freelancer/favorite': { status: 500, body: { message: 'Internal Server Error', errors: {} } },
    });
    const { user } = renderWithProviders(<FreelancerListCard freelancer={makeFreelancer()} />, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' }));
    expect(await screen.findByText('Some error occured.')).toBeInTheDocument();
  });
});

describe('FreelancerCard in either language', () => {
  it('lets the user-written name, headline, summary and skills follow their own direction', () => {
    renderWithProviders(<FreelancerListCard freelancer={makeFreelancer({ profileHeader: 'مدرب قيادة', profileSummary: 'خبرة خمسة عشر عامًا' })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('مدرب قيادة')).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('خبرة خمسة عشر عامًا')).toHaveAttribute('dir', 'auto');
  });

  it('keeps a phone number left to right and isolates what members typed, in an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const freelancer = makeFreelancer({ user: { phone: '+971501234567', showPhonePublic: true }, companyName: 'Acme Training' });
      renderWithProviders(<FreelancerCard freelancer={{ ...freelancer, experience: { ...freelancer.experience, residencyVisa: 'UAE Golden Visa' } }} variant="full" />);
      const phone = screen.getByRole('link', { name: '+971501234567' });
      expect(phone).toHaveAttribute('dir', 'ltr');
      expect(phone.closest('bdi')).toHaveAttribute('dir', 'ltr');
      expect(screen.getByText('Acme Training').tagName).toBe('BDI');
      expect(screen.getByText('UAE Golden Visa').tagName).toBe('BDI');
      // A Latin city (what the member typed) does not turn the line around: city first, right to left, as the page.
      expect(screen.getByText('Dubai، الإمارات العربية المتحدة')).toHaveAttribute('dir', 'rtl');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('marks what members wrote with its language on an Arabic page: an English summary reads lang="en", Arabic text lang="ar"', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const freelancer = makeFreelancer({
        profileSummary: 'Leadership coach for banks in the Gulf.',
        profileHeader: 'مدربة قيادة معتمدة',
        companyName: 'Acme Training',
      });
      renderWithProviders(<FreelancerCard freelancer={freelancer} variant="full" />);
      const summary = screen.getByText('Leadership coach for banks in the Gulf.');
      expect(summary).toHaveAttribute('lang', 'en');
      expect(summary).toHaveAttribute('dir', 'auto');
      expect(screen.getByText('مدربة قيادة معتمدة')).toHaveAttribute('lang', 'ar');
      expect(screen.getByRole('heading', { name: 'Layla Haddad' })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Acme Training')).toHaveAttribute('lang', 'en');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('shows stored option values, countries and languages in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const freelancer = makeFreelancer();
      renderWithProviders(
        <FreelancerCard freelancer={{ ...freelancer, experience: { ...freelancer.experience, availability: 'Part time', workStation: 'Remote', nationality: 'Jordan', firstLanguage: 'Arabic', secondLanguage: 'English' } }} variant="full" />,
      );
      expect(screen.getByText('دوام جزئي')).toBeInTheDocument();
      expect(screen.getByText('عن بُعد')).toBeInTheDocument();
      expect(screen.getByText('الأردن')).toBeInTheDocument();
      // Listed with the Arabic conjunction, never a Latin comma.
      expect(screen.getByText('العربية والإنجليزية')).toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});
