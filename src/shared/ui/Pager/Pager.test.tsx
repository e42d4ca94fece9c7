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
