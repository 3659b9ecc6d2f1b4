// The site's common Dutch texts and SPEC §8's error catalogue. Each area keeps its own texts in its app
// (src/messages.ts), which adds them to these.
import { common } from './common.ts';
import { community } from './community.ts';
import { errors } from './errors.ts';
import { formSafety } from './form-safety.ts';
import { providerForm } from './provider-form.ts';

// The texts the API answers too, written once in the contracts; the apps' messages take them from here.
export { errorTexts } from '../contracts/error-texts.ts';
export { USER_RULE_TEXTS } from '../contracts/user-rules.ts';

export const messages = { common, errors, community, providerForm, formSafety } as const;
