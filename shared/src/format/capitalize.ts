/** 'pre-event' → 'Pre-event' (phase labels and keyword names are shown capitalised). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('nl') + text.slice(1);
}
