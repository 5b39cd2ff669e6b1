import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormatMessageProvider } from '../i18n/format-message.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { ErrorView } from './error-view.tsx';
import { errorViewMessages } from './error-view.messages.ts';

describe('ErrorView', () => {
  it('says Oops!, apologises and offers a way home', async () => {
    const { container } = render(<ErrorView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(
      screen.getByText('Looks like something went wrong. Sorry about that.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('shows the not-found message with the spec id', () => {
    render(<ErrorView message={errorViewMessages.notFound} />);
    expect(errorViewMessages.notFound.id).toBe('magentoRoute.routeError');
    expect(
      screen.getByText(
        "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
      ),
    ).toBeInTheDocument();
  });

  it('formats its built-in strings through the storefront formatter', () => {
    const french: Record<string, string> = {
      'ui.errorView.header': 'Oups !',
      'ui.errorView.goHome': 'Retour à l’accueil',
    };
    render(
      <FormatMessageProvider formatMessage={(d) => french[d.id] ?? d.defaultMessage}>
        <ErrorView />
      </FormatMessageProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
  });

  it('offers no retry unless asked', () => {
    render(<ErrorView />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try again when the failure may pass, before the way home', async () => {
    let retries = 0;
    const { container } = render(<ErrorView onRetry={() => (retries += 1)} />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.click();
    expect(retries).toBe(1);
    const home = screen.getByRole('link', { name: 'Take me home' });
    expect(retry.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('ignores presses while the retry is under way', () => {
    let retries = 0;
    render(<ErrorView onRetry={() => (retries += 1)} retrying />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.click();
    expect(retries).toBe(0);
    expect(retry).toHaveAttribute('aria-busy', 'true');
  });

  it('moves focus to the heading when asked', () => {
    render(<ErrorView autoFocus headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });
});
