// JSON schemas of the user calls (SPEC §7 Users). E-mail addresses are never published.
import { idParams, listOf } from '../common-schema.ts';
import { NAME_MAX, NAME_MIN } from '../limits.ts';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_PATTERN } from 'shared/contracts';

export const userIdParams = idParams('id');

export const userNameSchema = {
  type: 'object',
  required: ['firstname', 'lastname'],
  properties: { firstname: { type: 'string' }, lastname: { type: 'string' } },
} as const;

export const userNameListSchema = listOf({
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
});

export const userSchema = {
  type: 'object',
  required: ['id', 'firstname', 'lastname', 'email', 'roles'],
  properties: {
    id: { type: 'integer' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    email: { type: 'string' },
    roles: { type: 'array', items: { type: 'string', enum: ['admin', 'provider', 'user'] } },
  },
} as const;

export const userListSchema = listOf(userSchema);

/** SPEC §5: 2 to 24 characters, starting with a letter; letters, accents, hyphen and space. */
export const personName = {
  type: 'string',
  minLength: NAME_MIN,
  maxLength: NAME_MAX,
  pattern: NAME_PATTERN,
} as const;

export const emailSchema = {
  type: 'string',
  maxLength: EMAIL_MAX,
  pattern: EMAIL_PATTERN,
} as const;

export const emailParams = { type: 'object', required: ['email'], properties: { email: emailSchema } } as const;

export const userUpdateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { firstname: personName, lastname: personName, email: emailSchema },
} as const;

export const userUpgradeBody = {
  type: 'object',
  required: ['roles'],
  additionalProperties: false,
  properties: {
    roles: { type: 'array', minItems: 1, maxItems: 3, uniqueItems: true, items: { type: 'string', enum: ['admin', 'provider', 'user'] } },
  },
} as const;

export const loginBody = {
  type: 'object',
  required: ['idToken'],
  properties: { idToken: { type: 'string', minLength: 1, maxLength: 10_000, description: 'Het ID-token van de identiteitsprovider' } },
} as const;

export const registerBody = {
  type: 'object',
  required: ['idToken', 'firstname', 'lastname'],
  properties: { ...loginBody.properties, firstname: personName, lastname: personName },
} as const;

export const loginResponse = {
  type: 'object',
  required: ['token', 'user'],
  properties: { token: { type: 'string' }, user: userSchema },
} as const;
