const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Store config names days in English ('Monday'): the shopper reads them in the page's locale
 * ('lundi'). A name that is not an English weekday (already translated) is kept as it is.
 */
export function localWeekday(name: string, locale: string): string {
  const index = WEEKDAYS.indexOf(name.trim().toLowerCase());
  if (index === -1) return name;
  // 2024-01-01 was a Monday; noon UTC is that same day everywhere in Europe.
  const day = new Date(Date.UTC(2024, 0, 1 + index, 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * A store-config time ('09:00') as the values of the locale's time message: the hour without
 * its leading zero and the minutes as written, so French can say "9 h" and "9 h 30".
 */
export function timeValues(time: string): { hour: string; minute: string } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  return { hour: String(Number(match[1])), minute: match[2] ?? '00' };
}
