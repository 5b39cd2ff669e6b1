/**
 * The features the shell's frame shows, handed to it here (decision 112): the shell is a feature
 * and imports no other, so the app composes them, as route modules compose a page's features.
 */
import { lazy } from 'react';
import { AccountTrigger } from './features/account-entry/account-trigger.tsx';
import { NewsletterForm } from './features/newsletter/newsletter-form.tsx';
import type { ShellParts } from './features/shell/shell.tsx';

/** The search bar, fetched when the shopper first opens it (or first interacts with the page). */
const loadSearchBar = () => import('./features/search/search-bar.tsx');

export const SHELL_PARTS: ShellParts = {
  AccountTrigger,
  NewsletterForm,
  SearchBar: lazy(() => loadSearchBar().then((module) => ({ default: module.SearchBar }))),
  loadSearchBar,
  DrawerAccountViews: lazy(() =>
    import('./features/account-entry/drawer-views.tsx').then((module) => ({
      default: module.DrawerAccountViews,
    })),
  ),
};
