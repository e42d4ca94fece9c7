import { render, screen } from '@testing-library/react';
import { UserText, userText } from './UserText';

describe('userText', () => {
  it('gives what a member wrote its language by script, and its own direction', () => {
    expect(userText('Leadership coach')).toEqual({ lang: 'en', dir: 'auto' });
    expect(userText('مدربة قيادة')).toEqual({ lang: 'ar', dir: 'auto' });
  });

  it('keeps the language the author chose, and leaves text without letters in the page language', () => {
    expect(userText('Leadership coach', 'fr')).toEqual({ lang: 'fr', dir: 'auto' });
    expect(userText('2026')).toEqual({ dir: 'auto' });
    expect(userText(null)).toEqual({ dir: 'auto' });
  });
});

describe('UserText', () => {
  it('isolates a name inside a line of the page words, in its own language', () => {
    render(
      <p lang="ar">
        تعمل لدى <UserText>Acme Training</UserText>
      </p>,
    );
    const name = screen.getByText('Acme Training');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveAttribute('dir', 'auto');
  });
});
