import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { browserInZone } from '@/shared/lib/test';
import { makeReview } from '../lib/test/fixtures';
import { ReviewItem } from './ReviewItem';

// Published at 22:30 UTC on 1 March: 01:30 on 2 March in Riyadh.
const review = makeReview({ publishedAt: '2027-03-01T22:30:00.000Z', published: true });

describe('ReviewItem in a browser east of the server', () => {
  // The machine's zone is Riyadh's: a date written in "the local zone" would differ from the server's page.
  let undo: () => void;
  beforeAll(() => {
    undo = browserInZone('Asia/Riyadh');
  });
  afterAll(() => undo());

  it('renders the server zone’s date, hydrates without a mismatch, then shows the visitor’s', async () => {
    const html = renderToString(<ReviewItem review={review} replyName="Layla" />);
    expect(html).toContain('1 March 2027');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ReviewItem review={review} replyName="Layla" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('time')?.textContent).toBe('2 March 2027');
    container.remove();
  });
});

describe('ReviewItem of an erased account', () => {
  it('names the author "A former member" when nothing of them is left, and their name otherwise', () => {
    const erased = makeReview({ author: { firstName: '', company: '', country: '' } });
    expect(renderToString(<ReviewItem review={erased} replyName="Layla" />)).toContain('A former member');
    expect(renderToString(<ReviewItem review={review} replyName="Layla" />)).not.toContain('A former member');
  });
});
