import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Icon } from './icon.tsx';
import { iconPaths } from './icon.paths.tsx';
import type { IconName } from './icon.paths.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="close" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="wifi-off" label="Offline" />);
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
  });

  it('draws every icon of the set at the requested size', async () => {
    const { container } = render(
      <>
        {(Object.keys(iconPaths) as IconName[]).map((name) => (
          <Icon key={name} name={name} size={16} label={name} />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(Object.keys(iconPaths).length);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('width', '16');
      expect(svg.childElementCount).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(container);
  });
});
