// SPEC §3: the event phases a tool belongs to, with their labels and card colours (SPEC §2).
import type { EventProcess } from '../types/domain.ts';

export interface PhaseOption {
  value: EventProcess;
  label: string;
}

export const EVENT_PHASES: PhaseOption[] = [
  { value: 'overkoepelend', label: 'Overkoepelend' },
  { value: 'pre-event', label: 'Pre-event' },
  { value: 'event', label: 'Event' },
  { value: 'post-event', label: 'Post-event' },
];

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
