import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

describe('Pager', () => {
  it('renders nothing with one page or none', () => {
    const { container, rerender } = render(<Pager page={0} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={0} totalPages={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows 1-based numbers inside a labelled nav and marks the current page', () => {
    render(<Pager page={20} totalPages={50} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pageButtons = within(nav)
      .getAllByRole('button')
      .filter((b) => /^Page /.test(b.getAttribute('aria-label') ?? ''));
    expect(pageButtons.map((b) => b.textContent)).toEqual(
      ['16', '17', '18', '19', '20', '21', '22', '23', '24', '25'],
    );
    expect(screen.getByRole('button', { name: 'Page 21' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 22' })).not.toHaveAttribute('aria-current');
  });

  it('calls onChange with the zero-based page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pager page={2} totalPages={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={0} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={2} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('Pager variant="steps"', () => {
  const text = {
    label: 'Favorites pages',
    step: (n: number) => `Page ${n}`,
    previousLabel: (n: number) => `Previous page, page ${n}`,
    nextLabel: (n: number) => `Next page, page ${n}`,
    current: (n: number, total: number) => `Page ${n} of ${total}`,
  };

  it('names the pages its steps lead to around "Page n of total", and renders nothing on a lone first page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container, rerender } = render(<Pager variant="steps" page={1} totalPages={3} onChange={onChange} text={text} />);
    const nav = screen.getByRole('navigation', { name: 'Favorites pages' });
    expect(within(nav).getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Previous page, page 1' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.click(within(nav).getByRole('button', { name: 'Next page, page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pager variant="steps" page={2} totalPages={3} onChange={onChange} text={text} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    rerender(<Pager variant="steps" page={0} totalPages={1} onChange={onChange} text={text} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Pager variant="arrows"', () => {
  const text = { label: 'Applicant pages', previousLabel: 'Previous page', nextLabel: 'Next page', current: (n: number) => `Page ${n}` };

  it('shows Next only while more follow, and nothing at all for a single page (no lone disabled arrow)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container, rerender } = render(<Pager variant="arrows" page={0} hasNext onChange={onChange} text={text} />);
    expect(screen.getByText('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    rerender(<Pager variant="arrows" page={1} hasNext={false} onChange={onChange} text={text} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    rerender(<Pager variant="arrows" page={0} hasNext={false} onChange={onChange} text={text} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation', { name: 'Applicant pages' })).not.toBeInTheDocument();
  });
});
