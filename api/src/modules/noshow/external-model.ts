// An outside scoring service (NOSHOW_MODEL_URL, NOSHOW_MODEL_KEY), asked before the built-in model answers alone.
// SPEC §7's payload: an array holding one object with the ten fields of §3. The key stays on the server. A slow,
// failing or malformed answer is a failure with its reason; the service then shows the built-in model's number.
import type { NoShowEvent } from 'shared/contracts';

export interface ExternalModelOptions {
  url: string;
  /** Sent as a bearer credential when set. */
  key?: string | undefined;
  /** Longer than this is a failure (default 2 s). */
  timeoutMs?: number;
}

export type ExternalScore = { rate: number } | { failure: string };

export type ExternalModel = (event: NoShowEvent) => Promise<ExternalScore>;

const RATE_FIELDS = ['noShowRate', 'no_show_rate', 'rate', 'prediction', 'predictions', 'result', 'results', 'Results'];

/** The rate in an answer: a number, a one-element array, or one of RATE_FIELDS holding either; a fraction 0–1. */
export function rateInAnswer(answer: unknown): number | null {
  if (typeof answer === 'number') return Number.isFinite(answer) && answer >= 0 && answer <= 1 ? answer : null;
  if (Array.isArray(answer)) return answer.length === 1 ? rateInAnswer(answer[0]) : null;
  if (answer !== null && typeof answer === 'object') {
    const field = RATE_FIELDS.find((name) => name in answer);
    return field === undefined ? null : rateInAnswer((answer as Record<string, unknown>)[field]);
  }
  return null;
}

export function createExternalModel({ url, key, timeoutMs = 2000 }: ExternalModelOptions): ExternalModel {
  return async (event) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify([event]),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { failure: `het externe model antwoordde ${response.status}` };
      const text = await response.text();
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        return { failure: 'het externe model gaf geen geldig antwoord' };
      }
      const rate = rateInAnswer(answer);
      return rate === null ? { failure: 'het externe model gaf geen geldig antwoord' } : { rate };
    } catch (error) {
      // A DOMException from fetch's own realm: compare its name, not its class.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      return { failure: timedOut ? `het externe model antwoordde niet binnen ${String(timeoutMs / 1000).replace('.', ',')} s` : 'het externe model is niet bereikbaar' };
    }
  };
}
