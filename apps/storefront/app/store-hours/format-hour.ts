/** An hour as a shopper reads it; apart from the hours logic, which the shell does not carry. */

/**
 * An hour as the locale writes it: French "19 h", "9 h 30" (the typographic rule, not "19:00");
 * other locales through Intl ("7:00 PM", "19:00").
 */
export function formatHour(languageTag: string, time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  if (languageTag.toLowerCase().startsWith('fr')) {
    return `${Number(hours)}\u00a0h${minutes === '00' ? '' : `\u00a0${minutes}`}`;
  }
  return new Intl.DateTimeFormat(languageTag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 5, Number(hours), Number(minutes))));
}
