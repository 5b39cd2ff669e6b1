import type { NeedHelpContact } from '../need-help/need-help.tsx';

/** The store's need-help contact as seeded (Paris customer service). */
export function aNeedHelpContact(overrides: Partial<NeedHelpContact> = {}): NeedHelpContact {
  return {
    email: 'service.client@orsalis.example',
    phoneNumber: '01 84 60 12 34',
    startDay: 'Monday',
    endDay: 'Friday',
    startTime: '9:00',
    endTime: '18:00',
    timezone: 'Europe/Paris',
    ...overrides,
  };
}
