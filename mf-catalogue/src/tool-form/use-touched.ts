// Which fields show their message: those left once (blur), and all of them after a send.
import { useState } from 'react';
import type { DraftField } from './tool-draft.ts';

export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [sent, setSent] = useState(false);
  return {
    sent,
    visible: <T extends Partial<Record<DraftField, string>>>(errors: T): T =>
      (sent ? errors : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as DraftField)))) as T,
    touch: (field: DraftField) => setTouched((fields) => new Set(fields).add(field)),
    markSent: () => setSent(true),
    reset: () => {
      setTouched(new Set());
      setSent(false);
    },
  };
}
