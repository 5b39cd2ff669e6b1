import { defineMessages } from '../i18n/define-messages.ts';

export const breadcrumbsMessages = defineMessages({
  label: { id: 'ui.breadcrumbs.label', defaultMessage: 'Breadcrumb' },
  home: { id: 'ui.breadcrumbs.home', defaultMessage: 'Home' },
});
