/** The URL key of a catalogue path: `/vitamine-c-acerola.html` → `vitamine-c-acerola`. */
export function urlKeyOfPath(path: string, suffix = '.html'): string {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  return last.endsWith(suffix) ? last.slice(0, -suffix.length) : last;
}
