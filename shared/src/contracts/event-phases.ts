// SPEC §3: the event phases a tool belongs to, with their labels.
import type { EventProcess } from './domain.ts';

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
