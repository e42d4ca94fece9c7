import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeVacancy } from '@/entities/vacancy/testing';
import { browserInZone } from '@/shared/lib/test';
import { VacancyMeta } from './VacancyCardParts';

describe('a vacancy card’s dates in a browser east of the server', () => {
  let undo: () => void;
  beforeAll(() => {
    undo = browserInZone('Asia/Riyadh');
  });
  afterAll(() => undo());

  it('posted on the server zone’s day first, so hydration keeps the server’s HTML, then on the visitor’s', async () => {
    // 22:30 UTC on 1 March: 2 March in Riyadh.
    const vacancy = makeVacancy({ postedDate: '2027-03-01T22:30:00.000Z' });
    const html = renderToString(<VacancyMeta vacancy={vacancy} compact={false} />);
    expect(html).toContain('Posted 1 March 2027');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <VacancyMeta vacancy={vacancy} compact={false} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Posted 2 March 2027');
    container.remove();
  });
});
