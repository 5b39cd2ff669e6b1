const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Store config names days in English ('Monday'); the page shows them in the shop's language.
 * A name that is not an English weekday is kept as it is.
 */
export function localWeekday(name: string, format: (date: Date) => string): string {
  const index = WEEKDAYS.indexOf(name.trim().toLowerCase());
  // 2024-01-01 was a Monday; noon UTC is that same day in every European zone.
  return index === -1 ? name : format(new Date(Date.UTC(2024, 0, 1 + index, 12)));
}
