// A provider being written (SPEC §5 "Provider form"): the fields as the inputs hold them, each field's rule and
// message, and the body the API takes. In the kit: the account area's provider screens and the tool form's
// 'new provider' popup use the one form (decision 0019).
import { isCountryCode } from '../contracts/countries.ts';
import { isValidLogoAddress } from '../contracts/image-rules.ts';
import { isValidTelephone, providerFieldRequired } from '../contracts/provider-rules.ts';
import { isValidWebUrl } from '../contracts/url-rules.ts';
import { isValidEmail } from '../contracts/user-rules.ts';
import type { Provider, ProviderBody } from '../contracts/wire.ts';
import { providerForm } from '../messages/provider-form.ts';

const invalid = providerForm.invalid;

export interface ProviderDraft {
  name: string;
  country: string;
  email: string;
  url: string;
  telephone: string;
  logoUrl: string;
  /** The linked account (an admin chooses it); '' when none is chosen. */
  userId: string;
}

export type ProviderField = keyof ProviderDraft;

export const emptyProviderDraft: ProviderDraft = { name: '', country: '', email: '', url: '', telephone: '', logoUrl: '', userId: '' };

export function providerDraftOf(provider: Provider): ProviderDraft {
  return {
    name: provider.name,
    country: provider.country,
    email: provider.email,
    url: provider.url,
    telephone: provider.telephone,
    logoUrl: provider.logoUrl,
    userId: provider.user_id === null ? '' : String(provider.user_id),
  };
}

/**
 * Each field's message when it breaks its rule; `needsAccount`: an admin must choose the linked account. `stored`:
 * the provider the form edits (null for a new one), whose empty e-mail or telephone may stay empty (provider-rules.ts).
 */
export function providerDraftErrors(draft: ProviderDraft, needsAccount: boolean, stored: Provider | null = null): Partial<Record<ProviderField, string>> {
  const errors: Partial<Record<ProviderField, string>> = {};
  const fields: ProviderField[] = ['name', 'country', 'email', 'url', 'telephone', 'logoUrl', ...(needsAccount ? (['userId'] as const) : [])];
  for (const field of fields) if (providerFieldRequired(field, stored) && draft[field].trim() === '') errors[field] = invalid.required;
  if (draft.country !== '' && !isCountryCode(draft.country)) errors.country = invalid.required;
  if (draft.email.trim() !== '' && !isValidEmail(draft.email.trim())) errors.email = invalid.email;
  if (draft.url.trim() !== '' && !isValidWebUrl(draft.url.trim())) errors.url = invalid.url;
  // An uploaded logo is an address of the site itself; a typed one a web address the API fetches (decision 0023).
  if (draft.logoUrl.trim() !== '' && !isValidLogoAddress(draft.logoUrl.trim())) errors.logoUrl = invalid.logoUrl;
  if (draft.telephone.trim() !== '' && !isValidTelephone(draft.telephone.trim())) errors.telephone = invalid.telephone;
  return errors;
}

export function isSameDraft(a: ProviderDraft, b: ProviderDraft): boolean {
  return (Object.keys(a) as ProviderField[]).every((field) => a[field].trim() === b[field].trim());
}

export function providerBodyOf(draft: ProviderDraft): ProviderBody {
  return {
    name: draft.name.trim(),
    country: draft.country,
    email: draft.email.trim(),
    url: draft.url.trim(),
    telephone: draft.telephone.trim(),
    logoUrl: draft.logoUrl.trim(),
    ...(draft.userId !== '' ? { user_id: Number(draft.userId) } : {}),
  };
}
