import { defineMessages } from '../i18n/define-messages.ts';

/** Need-help texts (spec §8–9). */
export const needHelpMessages = defineMessages({
  trigger: { id: 'ui.needHelp.trigger', defaultMessage: 'Need Help?' },
  hours: {
    id: 'ui.needHelp.hours',
    defaultMessage: '{startDay} to {endDay}, {startTime} – {endTime}',
  },
  /** The hours with the store's time zone, named by its city (spec §9: the zone is shown). */
  hoursInZone: {
    id: 'ui.needHelp.hoursInZone',
    defaultMessage: '{startDay} to {endDay}, {startTime} – {endTime} ({zone} time)',
  },
  /** One opening time; French writes "9 h" and "9 h 30" (the catalogue's select on minute). */
  time: { id: 'ui.needHelp.time', defaultMessage: '{hour}:{minute}' },
  phone: { id: 'ui.needHelp.phone', defaultMessage: 'Call us at {value}' },
  email: { id: 'ui.needHelp.email', defaultMessage: 'Email us at {value}' },
  error: {
    id: 'ui.needHelp.error',
    defaultMessage: 'Looks like something went wrong. Sorry about that.',
  },
});
