// The site's common Dutch texts and SPEC §8's error catalogue. Each area keeps its own texts in its app
// (src/messages.ts), which adds them to these.
import { common } from './common.ts';
import { community } from './community.ts';
import { errors } from './errors.ts';
import { providerForm } from './provider-form.ts';

export const messages = { common, errors, community, providerForm } as const;
