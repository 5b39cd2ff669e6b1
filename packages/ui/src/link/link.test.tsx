import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { LinkComponentProvider } from './link-component.tsx';
import type { LinkRenderProps } from './link-component.tsx';
import { Link, isExternalHref } from './link.tsx';

function RouterLink({ href, ...props }: LinkRenderProps) {
  return <a data-router="yes" href={`/fr${href}`} {...props} />;
}

describe('Link', () => {
  it('renders internal links through the app link component', () => {
    render(
      <LinkComponentProvider component={RouterLink}>
        <Link href="/cart">Cart</Link>
        <Link href="https://www.facebook.com/">Facebook</Link>
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Facebook' })).not.toHaveAttribute('data-router');
  });

  it('falls back to a plain anchor without a provider', () => {
    render(<Link href="/cart">Cart</Link>);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('opens new-tab links safely and tells screen readers', () => {
    render(
      <Link href="https://www.instagram.com/" newTab>
        Instagram
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells external from internal hrefs', () => {
    expect(isExternalHref('https://x.fr')).toBe(true);
    expect(isExternalHref('//cdn.x.fr/a')).toBe(true);
    expect(isExternalHref('mailto:a@b.fr')).toBe(true);
    expect(isExternalHref('tel:+33123')).toBe(true);
    expect(isExternalHref('/contact-us')).toBe(false);
    expect(isExternalHref('soins.html')).toBe(false);
  });

  it('has no accessibility violations in its appearances', async () => {
    const { container } = render(
      <p>
        <Link href="/a">Inline</Link>{' '}
        <Link href="/b" appearance="standalone">
          Standalone
        </Link>{' '}
        <Link href="/" appearance="button">
          Take me home
        </Link>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
