import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavAnchor } from './nav-links.tsx';

const anchor = (url: string) =>
  render(
    <MemoryRouter>
      <NavAnchor link={{ key: url, title: 'Link', url }} />
    </MemoryRouter>,
  );

describe('a header link', () => {
  it('stays in the app for a site path', () => {
    anchor('/eventlist');
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('href', '/eventlist');
    expect(screen.getByRole('link', { name: 'Link' })).not.toHaveAttribute('target');
  });

  it('opens an http(s) address in a new tab', () => {
    anchor('https://sponsor.example');
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('target', '_blank');
  });

  it('is no link at all when a browser would read it as another host (saved before the server refused it)', () => {
    anchor('/\\evil.example');
    expect(screen.getByText('Link')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
