// The provider form's rules agree with the stored data: a new provider needs SPEC §5's e-mail address and telephone
// number; an edit may leave one empty only where the stored provider has none (the demo companies), and a value that
// is there keeps SPEC §5's message; the other fields stay required.
import type { Provider } from '../contracts/wire.ts';
import { emptyProviderDraft, providerDraftErrors, providerDraftOf, type ProviderDraft } from './provider-draft.ts';

const openai: ProviderDraft = { ...emptyProviderDraft, name: 'OpenAI', country: 'US', url: 'https://openai.com', logoUrl: '/demo-logos/openai.svg' };
const storedOpenai: Provider = { id: 3, name: 'OpenAI', country: 'US', email: '', url: 'https://openai.com', telephone: '', logoUrl: '/demo-logos/openai.svg', approved: true, approvalComment: '', user_id: null };

test('a new provider needs its e-mail address and telephone number', () => {
  expect(providerDraftErrors(openai, false)).toEqual({ email: 'Dit veld is verplicht.', telephone: 'Dit veld is verplicht.' });
});

test('a stored company without e-mail address or telephone number can be saved without them', () => {
  expect(providerDraftErrors(providerDraftOf(storedOpenai), false, storedOpenai)).toEqual({});
});

test('a stored e-mail address or telephone number cannot be blanked', () => {
  const stored = { ...storedOpenai, email: 'info@openai.com', telephone: '+1 415 555 0100' };
  expect(providerDraftErrors({ ...providerDraftOf(stored), email: ' ', telephone: '' }, false, stored)).toEqual({
    email: 'Dit veld is verplicht.',
    telephone: 'Dit veld is verplicht.',
  });
});

test('an e-mail address or telephone number that is there must be right', () => {
  expect(providerDraftErrors({ ...openai, email: 'info@openai', telephone: 'bel ons' }, false, storedOpenai)).toEqual({
    email: 'Het emailadres is niet geldig!',
    telephone: 'Dit is geen geldig telefoonnummer.',
  });
});

test('name, country, website and logo stay required, and an admin chooses the account', () => {
  expect(Object.keys(providerDraftErrors(emptyProviderDraft, true, storedOpenai)).sort()).toEqual(['country', 'logoUrl', 'name', 'url', 'userId']);
});
