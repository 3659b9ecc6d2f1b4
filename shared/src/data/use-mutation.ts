// The one way a screen writes to the API: pending while the request runs, a failure becomes the area's Dutch
// message through the one error mapper, and a success can show the popup message, load the affected queries
// again and tell the screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { authSession } from 'shared-core';
import { describeApiError, requestIdOf, type ErrorContext } from '../api/error-messages.ts';
import { invalidate } from './use-query.ts';

export interface MutationOptions<O> {
  /** Which screen asks: the same error code reads differently per form (SPEC §8). */
  errorContext?: ErrorContext;
  /** The popup message of a success. */
  success?: string | ((result: O) => string);
  /** Names of the queries to load again after a success. */
  invalidates?: string[];
  onSuccess?(result: O): void;
  /** Told the failure itself, beside the message in `error` (a form that puts a field's message under it). */
  onError?(failure: unknown): void;
}

export interface Mutation<I, O> {
  /** Sends; resolves to the answer, or to undefined when it failed (the message is in `error`). */
  run(input: I): Promise<O | undefined>;
  pending: boolean;
  error: string | null;
  /** The failed request's id beside `error` (for the ErrorBox), or null: no failure, or no id with it. */
  requestId: string | null;
  clearError(): void;
}

export function useMutation<I, O>(send: (input: I) => Promise<O>, options: MutationOptions<O> = {}): Mutation<I, O> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const latest = useRef({ send, options });
  useEffect(() => {
    latest.current = { send, options };
  });

  const run = useCallback(async (input: I) => {
    const { send: request, options: settings } = latest.current;
    setPending(true);
    setError(null);
    setRequestId(null);
    try {
      const result = await request(input);
      const { success, invalidates = [], onSuccess } = settings;
      if (success !== undefined) authSession.getState().showPopupMessage(typeof success === 'string' ? success : success(result));
      invalidate(...invalidates);
      onSuccess?.(result);
      return result;
    } catch (failure) {
      setError(describeApiError(failure, settings.errorContext));
      setRequestId(requestIdOf(failure));
      settings.onError?.(failure);
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => {
    setError(null);
    setRequestId(null);
  }, []);
  return { run, pending, error, requestId, clearError };
}
