// The provider's fields (SPEC §5 "Provider form"), one component for /provider/new, /provider/{id}, the upgrade
// request and the tool form's 'new provider' popup. An admin also chooses the linked account; the others see who it is and that only an admin changes it.
// The logo is typed as an address or, by providers and admins, uploaded (decision 0023).
import { useEffect, useRef } from 'react';
import { SHORT_TEXT_MAX } from '../contracts/constants.ts';
import { providerFieldRequired } from '../contracts/provider-rules.ts';
import type { Provider } from '../contracts/wire.ts';
import { countryOptions } from '../format/countries.ts';
import { providerForm } from '../messages/provider-form.ts';
import { FormField } from '../ui/form-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { LogoUpload, useMayUploadImages } from './logo-upload.tsx';
import type { ProviderDraft, ProviderField } from './provider-draft.ts';

const text = providerForm.fields;

export interface ProviderFieldsProps {
  draft: ProviderDraft;
  onChange(draft: ProviderDraft): void;
  errors: Partial<Record<ProviderField, string>>;
  onBlur(field: ProviderField): void;
  /** The accounts an admin links the provider to (name and e-mail address); absent for everyone else. */
  accounts?: readonly { value: string; label: string }[];
  /** The provider the form edits (absent for a new one): its labels mark as required what its rules require. */
  stored?: Provider | null;
}

export function ProviderFields({ draft, onChange, errors, onBlur, accounts, stored = null }: ProviderFieldsProps) {
  const mayUpload = useMayUploadImages();
  // An upload answers later: its address goes into the draft as it is then, not as it was when the file was chosen.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const input = (field: Exclude<ProviderField, 'country' | 'userId'>, label: string, type = 'text', inputMode?: 'url') => (
    <FormField
      label={label}
      type={type}
      inputMode={inputMode}
      value={draft[field]}
      maxLength={field === 'telephone' ? 50 : field === 'name' ? 200 : SHORT_TEXT_MAX}
      error={errors[field] ?? null}
      onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      onBlur={() => onBlur(field)}
    />
  );
  return (
    <>
      {input('name', text.name)}
      <SelectField
        label={text.country}
        value={draft.country}
        placeholder={text.chooseCountry}
        options={countryOptions()}
        error={errors.country ?? null}
        onChange={(country) => onChange({ ...draft, country })}
        onBlur={() => onBlur('country')}
      />
      {input('email', providerFieldRequired('email', stored) ? text.email : text.emailOptional, 'email')}
      {input('url', text.url, 'url')}
      {input('telephone', providerFieldRequired('telephone', stored) ? text.telephone : text.telephoneOptional, 'tel')}
      {/* Text with a URL keyboard: an uploaded logo's address is a path of the site, which type="url" calls invalid. */}
      {input('logoUrl', text.logoUrl, 'text', 'url')}
      {mayUpload && <LogoUpload value={draft.logoUrl} onUploaded={(url) => onChange({ ...latest.current, logoUrl: url })} />}
      {accounts && (
        <SelectField
          label={text.account}
          value={draft.userId}
          placeholder={text.chooseAccount}
          options={accounts}
          error={errors.userId ?? null}
          onChange={(userId) => onChange({ ...draft, userId })}
          onBlur={() => onBlur('userId')}
        />
      )}
    </>
  );
}
