import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '@/shared/lib/test';
import { ContentHtml } from './ContentHtml';

describe('ContentHtml', () => {
  it('renders the allowed tags and drops scripts, handlers, styles and unsafe links', async () => {
    const html = [
      '<h2>Title</h2>',
      '<p onclick="alert(1)" style="color:red">Hello <strong>there</strong> <em>friend</em></p>',
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '<iframe src="https://example.com"></iframe>',
      '<ul><li>One</li></ul>',
      '<a href="javascript:alert(1)">bad link</a>',
      '<a href="//evil.example/x">protocol relative</a>',
      '<a href="https://example.com/x" target="_self">external</a>',
    ].join('');
    const { container } = renderWithProviders(<ContentHtml html={html} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
    expect(container.querySelector('script, img, iframe, [onclick], [style], [onerror]')).toBeNull();
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('protocol relative')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'external' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'external' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('leaves out a leading heading that repeats the page title', async () => {
    renderWithProviders(<ContentHtml html="<h2>Help and Support</h2><p>Answers.</p><h2>Help and Support</h2>" dropHeading="help and support" />);
    expect(await screen.findByText('Answers.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Help and Support' })).toHaveLength(1);
  });

  it('follows site links inside the app', async () => {
    const { user } = renderWithProviders(<ContentHtml html='<p>See the <a href="/contactus">contact page</a>.</p>' />, { route: '/help-and-support' });
    await user.click(await screen.findByRole('link', { name: 'contact page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contactus');
  });

  it('renders the stored HTML on the server (for search engines, and so hydration shifts nothing)', () => {
    const html = renderToString(
      <MemoryRouter>
        <ContentHtml html="<h2>Help and Support</h2><p>Answers <strong>here</strong>.</p>" dropHeading="Help and Support" />
      </MemoryRouter>,
    );
    expect(html).toContain('<p>Answers <strong>here</strong>.</p>');
    expect(html).not.toContain('<h2>');
    expect(html).not.toContain('aria-busy');
  });
});
