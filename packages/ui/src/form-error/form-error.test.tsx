import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { FormError, firstFormError } from './form-error.tsx';

const scrollIntoView = vi.fn();

afterEach(() => {
  scrollIntoView.mockClear();
});

describe('FormError', () => {
  it('shows the first error message as an alert', async () => {
    Element.prototype.scrollIntoView = scrollIntoView;
    const { container } = render(
      <FormError errors={[null, new Error('Wrong password'), new Error('Second')]} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.queryByText('Second')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the generic text when messages are not allowed', () => {
    render(<FormError errors={[new Error('SQLSTATE[23000]')]} allowErrorMessages={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error has occurred. Please check the input and try again.',
    );
  });

  it('scrolls into view when an error appears, unless told not to', () => {
    Element.prototype.scrollIntoView = scrollIntoView;
    const { rerender } = render(<FormError errors={[]} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(<FormError errors={['Is required.']} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    rerender(<FormError errors={['Other']} scrollOnError={false} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('renders an empty alert region when there is no error', () => {
    render(<FormError errors={[null, undefined]} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('picks the first usable error of any kind', () => {
    const descriptor = { id: 'a', defaultMessage: 'A' };
    expect(firstFormError([undefined, descriptor, 'b'])).toBe(descriptor);
    expect(firstFormError([new Error(''), 'b'])).toBeNull();
    expect(firstFormError([])).toBeNull();
  });
});
