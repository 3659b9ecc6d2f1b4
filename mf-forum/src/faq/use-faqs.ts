// Loads the FAQs (GET /faqs, in id order).
import { useEffect, useState } from 'react';
import { api, type Faq } from 'shared';

export type FaqList = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; faqs: Faq[] };

export function useFaqs(): FaqList {
  const [state, setState] = useState<FaqList>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .list<Faq>('faqs', undefined, { signal: controller.signal })
      .then((page) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', faqs: page.data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => controller.abort();
  }, []);
  return state;
}
