import { screen, within } from '@testing-library/react';
import { formatDate } from '@contracts/format';
import { makeProfile } from '@/entities/freelancer/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { VacancyPage } from './VacancyPage';

afterEach(() => jest.restoreAllMocks());

const invitation = { companyName: 'Gulf Training Co', note: 'Your coaching work fits this programme.', createdAt: '2026-03-07T10:00:00.000Z' };
const render = () => renderWithProviders(<VacancyPage />, { route: '/vacancy/v1', path: '/vacancy/:vacancyId', token: 'tok' });

describe('/vacancy/{id}: an invitation', () => {
  it('tells the invited freelancer who invited them, when, and their note, above the vacancy with Apply', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/v1': { body: { data: { ...makeVacancy(), invitation } } } });
    render();
    const invited = (await screen.findByText('Invited by \u2068Gulf Training Co\u2069')).closest<HTMLElement>('[role="status"]')!;
    expect(within(invited).getByText(`They invited you to apply to this vacancy on ${formatDate(invitation.createdAt)}.`)).toBeInTheDocument();
    expect(within(invited).getByText(invitation.note)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply to Leadership trainer for a bank' })).toBeInTheDocument();
    expect(invited.compareDocumentPosition(screen.getByRole('article')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of invitations on a vacancy without one', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/v1': { body: { data: makeVacancy() } } });
    render();
    expect(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' })).toBeInTheDocument();
    expect(screen.queryByText(/Invited by/)).not.toBeInTheDocument();
  });
});
