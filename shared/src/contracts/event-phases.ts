// SPEC §3: the event phases a tool belongs to, with their labels.

/** Event phases as stored on a tool. */
export type EventProcess = 'overkoepelend' | 'pre-event' | 'event' | 'post-event';

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
