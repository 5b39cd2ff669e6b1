import { defineMessages } from '@vitrine/validation';

export const storeMessages = defineMessages({
  listTitle: { id: 'stores.listTitle', defaultMessage: 'Our stores' },
  listIntro: {
    id: 'stores.listIntro',
    defaultMessage:
      'Advice from our pharmacists and click-and-collect {count, plural, =0 {in our stores} one {in # store} other {in # stores}} across France.',
  },
  searchLabel: { id: 'stores.searchLabel', defaultMessage: 'City or postcode' },
  searchSubmit: { id: 'stores.searchSubmit', defaultMessage: 'Find a store' },
  noStores: { id: 'stores.noStores', defaultMessage: 'No store matches “{query}”.' },
  storeCount: {
    id: 'stores.storeCount',
    defaultMessage: '{count, plural, =0 {No store} one {# store} other {# stores}}',
  },
  placeResults: {
    id: 'stores.placeResults',
    defaultMessage:
      '{place}: {count, plural, =0 {no store} one {# store} other {# stores}} within {radius} km',
  },
  openUntil: { id: 'stores.openUntil', defaultMessage: 'Open until {time}' },
  opensToday: { id: 'stores.opensToday', defaultMessage: 'Closed — opens at {time}' },
  opensTomorrow: {
    id: 'stores.opensTomorrow',
    defaultMessage: 'Closed — opens tomorrow at {time}',
  },
  opensOn: { id: 'stores.opensOn', defaultMessage: 'Closed — opens {day} at {time}' },
  hours: { id: 'stores.hours', defaultMessage: 'Opening hours' },
  closed: { id: 'stores.closed', defaultMessage: 'Closed' },
  range: { id: 'stores.range', defaultMessage: '{open} – {close}' },
  today: { id: 'stores.today', defaultMessage: 'Today' },
  todayHours: { id: 'stores.todayHours', defaultMessage: 'Today: {hours}' },
  nextSpecial: {
    id: 'stores.nextSpecial',
    defaultMessage: 'Special hours: {day}, {title} · {hours}',
  },
  specialSchedule: { id: 'stores.specialSchedule', defaultMessage: 'Exceptional hours' },
  address: { id: 'stores.address', defaultMessage: 'Address' },
  phone: { id: 'stores.phone', defaultMessage: 'Phone' },
  directions: { id: 'stores.directions', defaultMessage: 'Directions' },
  seeStore: { id: 'stores.seeStore', defaultMessage: 'See the store' },
  allStores: { id: 'stores.allStores', defaultMessage: 'All our stores' },
});
