// 'Logo uploaden' under the provider's logo address (decision 0023): a provider or an admin picks a PNG, JPEG, WebP or
// SVG of at most 5 MB; the API stores it as the site's own image and its address fills the logo field, with a small
// preview. A native file input, so the keyboard and screen readers work as everywhere; the file is checked here
// first, so a wrong one is told at once without a wait.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useAuthSession } from 'shared-core';
import { api } from '../api/api-client.ts';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, isSiteImagePath, isUploadableImageType, type ImageUploadType } from '../contracts/image-rules.ts';
import type { StoredImage } from '../contracts/wire.ts';
import { useMutation } from '../data/use-mutation.ts';
import { providerForm } from '../messages/provider-form.ts';
import { FieldGroup, FieldMessage } from '../ui/field-parts.ts';
import { theme } from '../ui/theme.ts';

const text = providerForm.upload;

/** The type by the file's name, for a system that names none (some leave `type` empty for .webp or .svg). */
const TYPE_OF_EXTENSION: Record<string, ImageUploadType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };

function typeOf(file: File): string {
  return file.type || TYPE_OF_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
}

export interface LogoUploadProps {
  /** The logo address as the field holds it now: the preview shows it when it is the site's own. */
  value: string;
  onUploaded(url: string): void;
}

/** Only providers and admins may upload (POST /images); everyone else types an address. */
export function useMayUploadImages(): boolean {
  return useAuthSession((state) => state.roles.includes('provider') || state.roles.includes('admin'));
}

export function LogoUpload({ value, onUploaded }: LogoUploadProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const send = useMutation(({ file, type }: { file: File; type: string }) => api.upload<StoredImage>('images', file, type), {
    errorContext: 'imageUpload',
    onSuccess: (stored) => {
      setDone(true);
      onUploaded(stored.url);
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setDone(false);
    setRefused(null);
    send.clearError();
    if (file === undefined) return;
    const type = typeOf(file);
    if (!isUploadableImageType(type)) setRefused(providerForm.invalid.fileType);
    else if (file.size > IMAGE_MAX_BYTES) setRefused(providerForm.invalid.fileSize);
    else void send.run({ file, type });
    // The same file may be chosen again after a failure.
    if (input.current) input.current.value = '';
  };

  const error = refused ?? send.error;
  const own = value.trim();
  return (
    <FieldGroup>
      <label htmlFor={id}>{text.label}</label>
      <Row>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={send.pending}
          aria-invalid={error !== null}
          aria-describedby={[hintId, error !== null ? messageId : ''].filter(Boolean).join(' ')}
          onChange={choose}
        />
        {isSiteImagePath(own) && <Preview src={own} alt={text.preview} width={48} height={48} />}
      </Row>
      <Hint id={hintId}>{text.hint}</Hint>
      <Status role="status">{send.pending ? text.uploading : done ? text.uploaded : ''}</Status>
      {error !== null && (
        <FieldMessage id={messageId} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldGroup>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  input { font: inherit; min-height: 44px; }
`;

const Preview = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
  border: 1px solid ${theme.colour.border};
  border-radius: ${theme.radius.medium};
  background: #fff;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  &:empty { display: none; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;
