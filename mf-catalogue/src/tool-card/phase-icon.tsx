// One small inline icon per event phase (SPEC §2 "Tool card"); decorative, the label says the phase.
import type { ReactNode } from 'react';

const paths: Record<string, ReactNode> = {
  // a calendar: preparing the event
  'pre-event': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h3v3H8z" />
    </>
  ),
  // a microphone on stage: the event itself
  event: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
    </>
  ),
  // a rising bar chart: results and follow-up
  'post-event': (
    <>
      <path d="M4 20h16" />
      <path d="M7 20v-6M12 20V9M17 20V5" />
    </>
  ),
  // stacked layers: every phase
  overkoepelend: (
    <>
      <path d="M12 3 2 8l10 5 10-5-10-5z" />
      <path d="m2 13 10 5 10-5M2 17.5l10 5 10-5" />
    </>
  ),
  // a calendar with a microphone: preparation and event
  'pre-event / event': (
    <>
      <rect x="2" y="6" width="12" height="12" rx="2" />
      <path d="M2 10h12M5 4v3M11 4v3" />
      <rect x="17" y="4" width="4" height="9" rx="2" />
      <path d="M15.5 11a3.5 3.5 0 0 0 7 0M19 15v5" />
    </>
  ),
};

// a question mark in a circle: an unknown phase
const unknown = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </>
);

export function PhaseIcon({ phase }: { phase: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-phase-icon={phase in paths ? phase : 'unknown'}
    >
      {paths[phase] ?? unknown}
    </svg>
  );
}
