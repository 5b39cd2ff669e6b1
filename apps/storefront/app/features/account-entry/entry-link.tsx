import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './account-forms.module.css';

/** The entry views a form can lead to (the drawer shows them in place, pages navigate). */
export type EntryView = 'signIn' | 'createAccount' | 'forgotPassword';

const PATHS: Readonly<Record<EntryView, string>> = {
  signIn: '/sign-in',
  createAccount: '/create-account',
  forgotPassword: '/forgot-password',
};

/**
 * A link between the sign-in, create-account and forgot-password forms: a page link to the
 * route, or, inside the navigation drawer, a button that switches the drawer's view.
 */
export function EntryLink({
  view,
  onView,
  children,
}: {
  view: EntryView;
  /** Given inside the drawer: shows the view there instead of navigating. */
  onView?: ((view: EntryView) => void) | undefined;
  children: ReactNode;
}) {
  if (onView) {
    return (
      <button type="button" className={styles.textLink} onClick={() => onView(view)}>
        {children}
      </button>
    );
  }
  return (
    <Link to={PATHS[view]} className={styles.textLink}>
      {children}
    </Link>
  );
}
