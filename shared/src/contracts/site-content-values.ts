// The site's own content before any admin wrote it (decision 0022): every part empty, so nothing is shown that nobody
// wrote. The API answers it until a document is stored; the shell shows it while the answer loads or when it fails.
import type { SiteContent } from './schemas/site-content.ts';

export const EMPTY_SITE_CONTENT: SiteContent = {
  goals: [],
  whyEvents: '',
  advisoryGroup: '',
  realisation: '',
  funding: '',
  projectNumber: '',
  team: [],
  contacts: [],
  organisations: [],
  privacyController: '',
  privacyContact: '',
  publicFigures: false,
};
