// Which fields of a form show their rule's message: those left once (blur), and all of them after a send, so a
// form does not greet people with red text before they typed.
import { useState } from 'react';

export function useTouched<Field extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [sent, setSent] = useState(false);
  return {
    sent,
    /** The messages to show now. */
    visible: <Errors extends Partial<Record<Field, string>>>(errors: Errors): Errors =>
      (sent ? errors : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as Field)))) as Errors,
    touch: (field: Field) => setTouched((fields) => new Set(fields).add(field)),
    markSent: () => setSent(true),
  };
}
