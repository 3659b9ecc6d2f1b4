// Loads the FAQs (GET /faqs, in id order).
import { api, useQuery, type Faq } from 'shared';

export function useFaqs() {
  return useQuery(['faqs'], async (signal) => (await api.list<Faq>('faqs', undefined, { signal })).data);
}
