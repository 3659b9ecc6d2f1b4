// Sends one event of the insights to the site's own API (docs/decisions/0026-insights.md): no cookie, no token, no
// other host, and nothing at all when the browser asks not to be tracked (the API refuses those events too, so
// this check only saves the request). Fire and forget: counting never slows or breaks a page.
import { getRuntimeConfig } from 'shared-core';
import type { InsightEvent } from '../contracts/wire.ts';

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export function visitorAsksNotToBeCounted(signals: PrivacySignals = navigator as PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}

export function countEvent(event: InsightEvent): void {
  if (typeof navigator === 'undefined' || visitorAsksNotToBeCounted()) return;
  try {
    void fetch(`${getRuntimeConfig().apiBaseUrl}/insights/events`, {
      method: 'POST',
      // keepalive: a click on a website link leaves the page; the event still goes.
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  } catch {
    // A browser without fetch (or a test without one) counts nothing.
  }
}
