import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { OnlineIndicator } from './online-indicator.tsx';

describe('OnlineIndicator', () => {
  it('shows nothing while online and announces going offline', async () => {
    const { container, rerender } = render(<OnlineIndicator isOnline />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<OnlineIndicator isOnline={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    await expectNoAxeViolations(container);
  });
});
