// The texts of the insights' shared parts (period picker, line chart, CSV): the admin's page, a provider's figures
// and the public figures use them alike.
import { INSIGHT_MAX_DAYS } from '../contracts/constants.ts';

export const insightMessages = {
  period: {
    legend: 'Periode',
    last: (days: number) => `Laatste ${days} dagen`,
    custom: 'Zelf kiezen',
    from: 'Van',
    to: 'Tot en met',
    missing: 'Vul bij Van en bij Tot en met een dag in.',
    reversed: 'De dag bij Van mag niet na de dag bij Tot en met liggen.',
    tooLong: `Kies een periode van hoogstens ${INSIGHT_MAX_DAYS} dagen.`,
    future: 'Kies geen dag na vandaag.',
  },
  chart: {
    /** The head of the hidden table's first column: a day or a month. */
    when: 'Periode',
    noValue: 'geen gegevens',
    summary: (title: string, range: string) => `${title}: lijngrafiek ${range}.`,
    empty: (title: string) => `${title}: lijngrafiek, nog zonder gegevens.`,
    range: (first: string, last: string) => (first === last ? `op ${first}` : `van ${first} tot ${last}`),
    series: (label: string, lowest: string, highest: string) => `${label}: laagste ${lowest}, hoogste ${highest}`,
  },
} as const;
