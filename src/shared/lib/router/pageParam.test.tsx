import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { pageFromParams, usePageParam, withPageParam } from './pageParam';

function List() {
  const [page, setPage] = usePageParam();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>Showing page {page + 1}</p>
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => setPage(0)}>
        First
      </button>
      <button type="button" onClick={() => setPage(page - 1, { replace: true })}>
        Step back in place
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
      <List />
    </MemoryRouter>,
  );
  return user;
}

describe('usePageParam', () => {
  it('reads the 1-based page of the URL as a 0-based page, keeping the other parameters when it moves', async () => {
    const user = renderAt('/vacancies?country=Oman&page=3');
    expect(screen.getByText('Showing page 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing page 4')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/vacancies?country=Oman&page=4');
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/vacancies\?country=Oman$/);
  });

  it('lets Back undo a page change, and a correction in place leave no step behind', async () => {
    const user = renderAt('/favorites');
    expect(screen.getByText('Showing page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/favorites?page=3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Showing page 2')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/favorites?page=2');
    await user.click(screen.getByRole('button', { name: 'Step back in place' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/favorites$/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/favorites$/);
  });
});

describe('pageFromParams and withPageParam', () => {
  it('read digits of any set, take anything unreadable as the first page, and leave the first page out of the URL', () => {
    expect(pageFromParams(new URLSearchParams('page=٣'))).toBe(2);
    expect(pageFromParams(new URLSearchParams('page=abc'))).toBe(0);
    expect(pageFromParams(new URLSearchParams('page=-4'))).toBe(0);
    expect(pageFromParams(new URLSearchParams(''))).toBe(0);
    expect(withPageParam(new URLSearchParams('q=banks&page=4'), 0).toString()).toBe('q=banks');
    expect(withPageParam(new URLSearchParams('q=banks'), 1).toString()).toBe('q=banks&page=2');
  });
});
