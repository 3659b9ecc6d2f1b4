// SPEC §2 "Provider submissions": the review popup with the provider's data and its account's, a comment box,
// approve and reject (a rejection needs the comment, which the user reads with their request and by mail).
// A decision sends the decision alone, so data nobody touched never blocks it (PUT /providers/{id} keeps a field it
// is not sent). A stored field that today's rules refuse is shown as an input with its message: the admin corrects
// it here, and the correction goes out with the decision.
import { useState } from 'react';
import {
  FormField,
  SelectField,
  api,
  countryName,
  countryOptions,
  providerDraftErrors,
  providerDraftOf,
  useMutation,
  useQuery,
  type Provider,
  type ProviderDraft,
  type User,
} from 'shared';
import { messages } from '../messages.ts';
import { DecisionDialog, Facts, type Decision } from './decision-dialog.tsx';

const text = messages.admin.submissions;

type CompanyField = Exclude<keyof ProviderDraft, 'userId'>;
const COMPANY_FIELDS: readonly CompanyField[] = ['name', 'country', 'email', 'url', 'telephone', 'logoUrl'];

/**
 * The company fields of a draft that break today's rules, with their messages. A missing logo is no reason to hold a
 * decision back: the API clears a logo it cannot fetch and the card shows the initials (schemas/provider.ts).
 */
function failingFields(draft: ProviderDraft, stored: Provider): Partial<Record<CompanyField, string>> {
  // An e-mail address or telephone number the provider never had may stay empty; a stored one may not be blanked.
  const errors = providerDraftErrors(draft, false, stored);
  const failing = COMPANY_FIELDS.filter((field) => errors[field] !== undefined && !(field === 'logoUrl' && draft.logoUrl.trim() === ''));
  return Object.fromEntries(failing.map((field) => [field, errors[field]]));
}

export function ReviewDialog({ provider, onClose }: { provider: Provider; onClose(): void }) {
  const account = useQuery(provider.user_id === null ? null : ['user', provider.user_id], async (signal) => api.get<User>(`users/${provider.user_id}`, undefined, { signal }));
  // Fixed when the dialog opens: the fields to correct stay on screen while the admin types.
  const [toCorrect] = useState(() => COMPANY_FIELDS.filter((field) => field in failingFields(providerDraftOf(provider), provider)));
  const [draft, setDraft] = useState(() => providerDraftOf(provider));
  const errors = failingFields(draft, provider);
  const corrections = Object.fromEntries(toCorrect.map((field) => [field, draft[field].trim()]));
  const decide = useMutation(({ approved, comment }: Decision) => api.put<Provider>(`providers/${provider.id}`, { ...corrections, approved, approvalComment: comment }), {
    errorContext: 'providerUpdate',
    success: (decided) => (decided.approved ? text.approved : text.rejected),
    invalidates: ['submissions'],
    onSuccess: onClose,
  });
  const f = text.fields;
  const fact = (field: CompanyField, shown: string) =>
    toCorrect.includes(field) ? null : (
      <>
        <dt>{f[field]}</dt>
        <dd>{shown === '' ? text.none : shown}</dd>
      </>
    );
  const correction = (field: CompanyField) =>
    field === 'country' ? (
      <SelectField
        key={field}
        label={text.requiredField(f.country)}
        value={draft.country}
        placeholder={text.chooseCountry}
        options={countryOptions()}
        error={errors.country ?? null}
        onChange={(country) => setDraft({ ...draft, country })}
      />
    ) : (
      <FormField
        key={field}
        label={text.requiredField(f[field])}
        value={draft[field]}
        error={errors[field] ?? null}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      />
    );
  return (
    <DecisionDialog title={text.dialogTitle(provider.name)} decide={decide} onClose={onClose} mayDecide={() => Object.keys(errors).length === 0}>
      <h3>{text.providerData}</h3>
      <Facts>
        {fact('name', provider.name)}
        {fact('country', countryName(provider.country))}
        {fact('email', provider.email)}
        {fact('url', provider.url)}
        {fact('telephone', provider.telephone)}
        {fact('logoUrl', provider.logoUrl)}
      </Facts>
      {toCorrect.length > 0 && (
        <>
          <p>{text.correctFirst}</p>
          {toCorrect.map(correction)}
        </>
      )}
      <h3>{text.accountData}</h3>
      {account.data ? (
        <Facts>
          <dt>{f.account}</dt>
          <dd>
            {account.data.firstname} {account.data.lastname} ({account.data.email})
          </dd>
        </Facts>
      ) : (
        provider.user_id === null && <p>{text.noAccount}</p>
      )}
    </DecisionDialog>
  );
}
