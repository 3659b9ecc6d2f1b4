// SPEC §2: the colour of a tool card's band per event phase.
/** Card band colour per phase; any other value is red (SPEC §2). */
export function phaseColour(phase: string): string {
  switch (phase) {
    case 'event':
      return '#00796b'; // teal
    case 'post-event':
      return '#2e7d32'; // green
    case 'overkoepelend':
      return '#6a1b9a'; // purple
    case 'pre-event':
      return '#1e63c7'; // blue
    case 'pre-event / event':
      return '#0d2f6e'; // dark blue
    default:
      return '#c62828'; // red
  }
}
