import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadUiMachines } from '../machines/lazy-machines.ts';
import {
  FormatMessageProvider,
  formatDefaultMessage,
  interpolate,
} from '../i18n/format-message.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { aNeedHelpContact } from '../testing/need-help.fixtures.ts';
import { NeedHelp, NeedHelpDropdown, displayTimezone } from './need-help.tsx';

describe('NeedHelp', () => {
  // The machines have arrived, as after a first use in the browser (the lazy path: use-lazy-actor.test).
  beforeAll(loadUiMachines);

  it('shows hours in the page’s locale with the zone named by its city, phone and e-mail', async () => {
    const { container } = render(
      <FormatMessageProvider formatMessage={formatDefaultMessage} locale="en-GB">
        <NeedHelp contact={aNeedHelpContact({ timezone: 'America/New_York' })} />
      </FormatMessageProvider>,
    );
    // Spec §9 shows the zone, underscores as spaces; the shopper reads its city, not the IANA id.
    expect(screen.getByText('Monday to Friday, 9:00 – 18:00 (New York time)')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('America');
    expect(container).toHaveTextContent('Call us at 01 84 60 12 34');
    expect(screen.getByRole('link', { name: '01 84 60 12 34' })).toHaveAttribute(
      'href',
      'tel:0184601234',
    );
    expect(container).toHaveTextContent('Email us at service.client@orsalis.example');
    expect(screen.getByRole('link', { name: 'service.client@orsalis.example' })).toHaveAttribute(
      'href',
      'mailto:service.client@orsalis.example',
    );
    await expectNoAxeViolations(container);
  });

  it('shows the error text on failure or with neither e-mail nor phone', () => {
    const error = 'Looks like something went wrong. Sorry about that.';
    const { rerender } = render(<NeedHelp contact={null} hasError />);
    expect(screen.getByText(error)).toBeInTheDocument();
    rerender(<NeedHelp contact={aNeedHelpContact({ email: null, phoneNumber: null })} />);
    expect(screen.getByText(error)).toBeInTheDocument();
  });

  it('keeps the link inside a translated sentence', () => {
    const french = (
      d: { id: string; defaultMessage: string },
      values?: Record<string, string | number>,
    ) =>
      interpolate(
        d.id === 'ui.needHelp.phone' ? 'Appelez-nous au {value}' : d.defaultMessage,
        values,
      );
    const { container } = render(
      <FormatMessageProvider formatMessage={french}>
        <NeedHelp contact={aNeedHelpContact({ email: null })} />
      </FormatMessageProvider>,
    );
    expect(container).toHaveTextContent('Appelez-nous au 01 84 60 12 34');
  });

  it('names the days in French on a French page, whatever the store config’s English', () => {
    const french = (
      d: { id: string; defaultMessage: string },
      values?: Record<string, string | number>,
    ) =>
      interpolate(
        d.id === 'ui.needHelp.hoursInZone'
          ? 'Du {startDay} au {endDay}, de {startTime} à {endTime} (heure de {zone})'
          : d.id === 'ui.needHelp.time'
            ? '{hour} h'
            : d.defaultMessage,
        values,
      );
    render(
      <FormatMessageProvider formatMessage={french} locale="fr-FR">
        <NeedHelp contact={aNeedHelpContact({ startTime: '09:00' })} />
      </FormatMessageProvider>,
    );
    expect(
      screen.getByText('Du lundi au vendredi, de 9 h à 18 h (heure de Paris)'),
    ).toBeInTheDocument();
  });

  it('turns underscores into spaces', () => {
    expect(displayTimezone('America/Argentina/Buenos_Aires')).toBe(
      'America/Argentina/Buenos Aires',
    );
  });

  it('asks for the contact on the first opening of the dropdown', async () => {
    const onFirstOpen = vi.fn();
    render(<NeedHelpDropdown contact={null} isLoading onFirstOpen={onFirstOpen} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Need Help?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
  });
});
