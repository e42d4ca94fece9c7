import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatDate } from '@contracts/format';
import { browserInZone } from '../test/timeZone';
import { SERVER_ZONE, useViewerZone } from './index';

/** 22:30 UTC on 1 March is 01:30 on 2 March in Riyadh. */
const LATE_EVENING = '2027-03-01T22:30:00.000Z';

function Posted() {
  const zone = useViewerZone();
  return <p>{formatDate(LATE_EVENING, { timeZone: zone })}</p>;
}

describe('useViewerZone', () => {
  let undo: () => void;
  beforeAll(() => {
    undo = browserInZone('Asia/Riyadh');
  });
  afterAll(() => undo());

  it('hydrates with the server zone without a mismatch, then shows the visitor zone', async () => {
    const html = renderToString(<Posted />);
    expect(html).toContain('1 March 2027');
    expect(SERVER_ZONE).toBe('UTC');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Posted />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2 March 2027');
    container.remove();
  });
});
