import { clearAllDrafts } from '@/shared/auth';
import { keepMessageDraft, readMessageDraft } from './draft';

describe('message drafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps what was typed per member and conversation, and forgets it once sent (empty)', () => {
    keepMessageDraft('user-1', 'c-1', 'Hello, about the vacancy');
    keepMessageDraft('user-1', 'c-2', 'Another one');
    expect(readMessageDraft('user-1', 'c-1')).toBe('Hello, about the vacancy');
    expect(readMessageDraft('user-1', 'c-2')).toBe('Another one');
    expect(readMessageDraft('user-2', 'c-1')).toBe('');
    keepMessageDraft('user-1', 'c-1', '');
    expect(readMessageDraft('user-1', 'c-1')).toBe('');
    expect(window.sessionStorage.length).toBe(1);
  });

  it('is gone after a logout', () => {
    keepMessageDraft('user-1', 'c-1', 'Unsent words');
    clearAllDrafts();
    expect(readMessageDraft('user-1', 'c-1')).toBe('');
  });
});
