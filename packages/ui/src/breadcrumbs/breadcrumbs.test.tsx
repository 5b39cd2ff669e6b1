import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { aBreadcrumbTrail } from '../testing/catalog.fixtures.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('links Home and the parents, and marks the current page', async () => {
    const { container } = render(<Breadcrumbs items={aBreadcrumbTrail()} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Énergie & fatigue' })).toHaveAttribute(
      'href',
      '/vitalite/energie-fatigue.html',
    );
    expect(screen.getByText('Magnésium')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
