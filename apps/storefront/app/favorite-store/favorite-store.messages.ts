import { defineMessages } from '@vitrine/validation';

/**
 * The favourite store as the header, the drawer, the product page and the store pages show it.
 * Not waiting for the rest of the catalogue: every one of them is a first-load page (decision 009).
 */
export const favoriteStoreMessages = defineMessages({
  choose: { id: 'favoriteStore.choose', defaultMessage: 'Make this my store' },
  chosen: { id: 'favoriteStore.chosen', defaultMessage: 'My store' },
  chooseLabel: {
    id: 'favoriteStore.chooseLabel',
    defaultMessage: 'Make this my store: {name}',
  },
  chosenLabel: { id: 'favoriteStore.chosenLabel', defaultMessage: 'My store: {name}' },
  line: { id: 'favoriteStore.line', defaultMessage: 'My store: {name}' },
  lineWithStatus: {
    id: 'favoriteStore.lineWithStatus',
    defaultMessage: 'My store: {name} — {status}',
  },
  openUntil: { id: 'favoriteStore.openUntil', defaultMessage: 'open until {time}' },
  opensToday: { id: 'favoriteStore.opensToday', defaultMessage: 'closed, opens at {time}' },
  opensTomorrow: {
    id: 'favoriteStore.opensTomorrow',
    defaultMessage: 'closed, opens tomorrow at {time}',
  },
  opensOn: { id: 'favoriteStore.opensOn', defaultMessage: 'closed, opens {day} at {time}' },
  closed: { id: 'favoriteStore.closed', defaultMessage: 'closed' },
  locate: { id: 'favoriteStore.locate', defaultMessage: 'Locate me' },
  locateHint: {
    id: 'favoriteStore.locateHint',
    defaultMessage: 'Find the store nearest to you: your browser will ask to share your position.',
  },
  locating: { id: 'favoriteStore.locating', defaultMessage: 'Looking for the nearest store…' },
  lookupFailed: {
    id: 'favoriteStore.lookupFailed',
    defaultMessage: 'We could not find a store near you. Choose one from the list.',
  },
});
