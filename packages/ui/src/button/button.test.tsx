import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Button } from './button.tsx';

describe('Button', () => {
  it('never submits a form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('activates with Enter and Space from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while busy but stays focusable and announces it', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Adding…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Adding…' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });

  it('applies the priority and negative variant classes', () => {
    render(
      <Button priority="high" negative>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button').className).toMatch(/\bhigh\b.*\bnegative\b/);
  });

  it('has no accessibility violations in every variant', async () => {
    const { container } = render(
      <>
        {(['low', 'normal', 'high'] as const).map((priority) => (
          <div key={priority}>
            <Button priority={priority}>{priority}</Button>
            <Button priority={priority} negative>
              {priority} negative
            </Button>
            <Button priority={priority} disabled>
              {priority} disabled
            </Button>
          </div>
        ))}
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
