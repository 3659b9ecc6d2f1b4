// The provider form's logo (decision 0023): a provider or an admin uploads a file through the real API client (only
// fetch is stubbed) and the logo address is filled with the site's own image, with a preview; a wrong file is told
// in Dutch before or after it is sent; typing an https address stays possible; a plain user types only.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { authSession } from 'shared-core';
import type { Role } from '../contracts/roles.ts';
import { errors } from '../messages/errors.ts';
import { providerForm } from '../messages/provider-form.ts';
import { apiError, deferred, fakeApi, json } from '../testing/fake-api.ts';
import { emptyProviderDraft, providerDraftErrors, type ProviderDraft } from './provider-draft.ts';
import { ProviderFields } from './provider-fields.tsx';

const STORED = { url: `/api/images/${'ab'.repeat(32)}.webp`, width: 256, height: 128 };
const upload = providerForm.upload;

let latest: ProviderDraft = emptyProviderDraft;
function Form({ initial = emptyProviderDraft }: { initial?: ProviderDraft }) {
  const [draft, setDraft] = useState(initial);
  latest = draft;
  return <ProviderFields draft={draft} onChange={setDraft} errors={{}} onBlur={() => undefined} />;
}

function signInAs(roles: Role[]) {
  authSession.getState().signIn({ accessToken: 'test-token', id: 7, email: 'an@eventbureau.be', firstname: 'An', lastname: 'Peeters', roles });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'logo.png', { type: 'image/png' });
const logoField = () => screen.getByLabelText(providerForm.fields.logoUrl) as HTMLInputElement;
const fileInput = () => screen.getByLabelText(upload.label) as HTMLInputElement;

beforeEach(() => signInAs(['provider', 'user']));
afterEach(() => {
  jest.restoreAllMocks();
  authSession.getState().signOut();
});

test('a provider uploads a PNG: the file goes to POST /images with its type, the logo address is filled, with a preview', async () => {
  const user = userEvent.setup();
  let sentType: string | null = null;
  const api = fakeApi().on('images', (_url, request) => {
    sentType = request.headers.get('content-type');
    return json(STORED, 201);
  });
  render(<Form />);
  const input = fileInput();
  expect(input.type).toBe('file');
  expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg');
  expect(input).toHaveAccessibleDescription(upload.hint);
  await user.upload(input, png());
  await waitFor(() => expect(logoField().value).toBe(STORED.url));
  expect(api.writes).toHaveLength(1);
  expect(api.writes[0]).toMatchObject({ method: 'POST', path: 'images' });
  // The file itself with its own type, not JSON (jsdom's File cannot show its bytes to fetch; the browser journey does).
  expect(sentType).toBe('image/png');
  expect(screen.getByRole('img', { name: upload.preview })).toHaveAttribute('src', STORED.url);
  expect(screen.getByRole('status')).toHaveTextContent(upload.uploaded);
  // The form takes the site's own address as a valid logo.
  expect(providerDraftErrors(latest, false).logoUrl).toBeUndefined();
});

test('it is reached with the keyboard, like any field', async () => {
  const user = userEvent.setup();
  fakeApi();
  render(<Form />);
  logoField().focus();
  await user.tab();
  expect(fileInput()).toHaveFocus();
});

test('what is typed meanwhile stays: the address goes into the draft as it is when the answer comes', async () => {
  const user = userEvent.setup();
  const answer = deferred();
  fakeApi().on('images', () => answer.reply);
  render(<Form />);
  await user.upload(fileInput(), png());
  expect(screen.getByRole('status')).toHaveTextContent(upload.uploading);
  expect(fileInput()).toBeDisabled();
  await user.type(screen.getByLabelText(providerForm.fields.name), 'Eventbureau');
  await act(async () => answer.resolve(json(STORED, 201)));
  await waitFor(() => expect(logoField().value).toBe(STORED.url));
  expect(latest.name).toBe('Eventbureau');
});

test.each([
  ['a GIF', new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), providerForm.invalid.fileType],
  ['a text file', new File(['geen logo'], 'logo.txt', { type: 'text/plain' }), providerForm.invalid.fileType],
  ['a PNG of more than 5 MB', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'groot.png', { type: 'image/png' }), providerForm.invalid.fileSize],
])('%s is refused before it is sent, in Dutch', async (_what, file, message) => {
  const user = userEvent.setup({ applyAccept: false });
  const api = fakeApi();
  render(<Form />);
  await user.upload(fileInput(), file);
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  expect(api.writes).toEqual([]);
  expect(logoField().value).toBe('');
});

test('a file without a type is judged by its name', async () => {
  const user = userEvent.setup({ applyAccept: false });
  let type: string | null = null;
  fakeApi().on('images', (_url, request) => {
    type = request.headers.get('content-type');
    return json(STORED, 201);
  });
  render(<Form />);
  await user.upload(fileInput(), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg'));
  await waitFor(() => expect(logoField().value).toBe(STORED.url));
  expect(type).toBe('image/svg+xml');
});

test.each([
  ['not an image', apiError(400, 'VALIDATION_FAILED', 'De afbeelding is geweigerd: het bestand is geen PNG-afbeelding.'), errors.imageUpload.notAnImage],
  ['too large', apiError(413, 'PAYLOAD_TOO_LARGE'), errors.imageUpload.tooLarge],
  ['of a type the API does not take', apiError(415, 'UNSUPPORTED_MEDIA_TYPE'), errors.imageUpload.wrongType],
  ['by someone who may not upload', apiError(403, 'FORBIDDEN'), errors.imageUpload.forbidden],
])('a file the API finds %s: its Dutch message, and the logo stays as it was', async (_what, answer, message) => {
  const user = userEvent.setup();
  fakeApi().on('images', answer);
  render(<Form initial={{ ...emptyProviderDraft, logoUrl: '/demo-logos/canva.svg' }} />);
  await user.upload(fileInput(), png());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(logoField().value).toBe('/demo-logos/canva.svg');
});

test('typing an https address stays possible', async () => {
  const user = userEvent.setup();
  fakeApi();
  render(<Form />);
  await user.type(logoField(), 'https://eventbureau.be/logo.png');
  expect(latest.logoUrl).toBe('https://eventbureau.be/logo.png');
  expect(providerDraftErrors(latest, false).logoUrl).toBeUndefined();
  // No preview of another host: the page shows only the site's own images.
  expect(screen.queryByRole('img')).toBeNull();
});

test('a plain user (asking to become a provider) types the address; there is no upload', () => {
  signInAs(['user']);
  fakeApi();
  render(<Form />);
  expect(logoField()).toBeInTheDocument();
  expect(screen.queryByLabelText(upload.label)).toBeNull();
});

test("the labels mark e-mail and telephone as required for a new provider, and not where the stored one has none", () => {
  const heygen = { id: 36, name: 'HeyGen', country: 'US', email: '', url: 'https://www.heygen.com', telephone: '+1 555 0100 00', logoUrl: '', approved: false, approvalComment: '', user_id: null };
  const { rerender } = render(<ProviderFields draft={emptyProviderDraft} onChange={() => undefined} errors={{}} onBlur={() => undefined} />);
  expect(screen.getByLabelText(providerForm.fields.email)).toBeInTheDocument();
  expect(screen.getByLabelText(providerForm.fields.telephone)).toBeInTheDocument();
  rerender(<ProviderFields draft={emptyProviderDraft} onChange={() => undefined} errors={{}} onBlur={() => undefined} stored={heygen} />);
  expect(screen.getByRole('textbox', { name: providerForm.fields.emailOptional })).toBeInTheDocument();
  expect(screen.getByLabelText(providerForm.fields.telephone)).toBeInTheDocument();
});
