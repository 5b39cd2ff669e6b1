import { defineMessages } from '../i18n/define-messages.ts';

export const filterSidebarMessages = defineMessages({
  title: { id: 'ui.filterSidebar.title', defaultMessage: 'Filters' },
  clearAll: { id: 'ui.filterSidebar.clearAll', defaultMessage: 'Clear all' },
  showMore: { id: 'ui.filterSidebar.showMore', defaultMessage: 'Show more' },
  showLess: { id: 'ui.filterSidebar.showLess', defaultMessage: 'Show less' },
  remove: { id: 'ui.filterSidebar.remove', defaultMessage: 'Remove filter {label}' },
  current: { id: 'ui.filterSidebar.current', defaultMessage: 'Active filters' },
  open: { id: 'ui.filterSidebar.open', defaultMessage: 'Filter' },
  openWithCount: {
    id: 'ui.filterSidebar.openWithCount',
    defaultMessage: '{count, plural, =0 {Filter} one {Filter, # active} other {Filter, # active}}',
  },
  count: {
    id: 'ui.filterSidebar.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
});
