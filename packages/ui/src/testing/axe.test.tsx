import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';

describe('the axe helper', () => {
  it('fails on a button without an accessible name', async () => {
    const { container } = render(
      <button type="button">
        <svg aria-hidden="true" />
      </button>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/button-name/);
  });

  it('passes a labelled control', async () => {
    const { container } = render(<button type="button">Add to cart</button>);
    await expect(expectNoAxeViolations(container)).resolves.toBeUndefined();
  });
});
