import { defineMessages } from '../i18n/define-messages.ts';

export const paginationMessages = defineMessages({
  label: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Page {page}' },
});
