import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUiMachines } from '../machines/lazy-machines.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Accordion } from './accordion.tsx';

const sections = [
  { id: 'a', title: 'Dosage', content: <p>Two a day</p>, isOpen: true },
  { id: 'b', title: 'Duration', content: <p>One month</p> },
  { id: 'c', title: 'Pregnancy', content: <p>Ask your doctor</p>, isOpen: true },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  // The machines have arrived, as after a first use in the browser (the lazy path: use-lazy-actor.test).
  beforeAll(loadUiMachines);

  it('opens only the first flagged section in single mode, and one at a time', async () => {
    const { container } = render(<Accordion sections={sections} />);
    expect(button('Dosage')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Pregnancy')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Dosage' })).toHaveTextContent('Two a day');
    await userEvent.click(button('Duration'));
    expect(button('Duration')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Dosage')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Two a day')).not.toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('keeps several open in multiple mode, toggled from the keyboard', async () => {
    render(<Accordion sections={sections} canOpenMultiple />);
    expect(button('Dosage')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Pregnancy')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(button('Duration')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button('Duration')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Dosage')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(button('Duration')).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts titles in headings of the requested level', () => {
    render(<Accordion sections={sections} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
