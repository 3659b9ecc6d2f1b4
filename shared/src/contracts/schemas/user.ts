// Users, their names and the login answer (SPEC §3, §7 Users). E-mail addresses are never published
// (docs/decisions/0004-no-public-email-addresses.md): the public reads answer names only.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { NAME_MAX, NAME_MIN } from '../constants.ts';
import { ROLES } from '../roles.ts';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_PATTERN } from '../user-rules.ts';
import { IdSchema } from './common.ts';

export const RoleSchema = Type.Enum(ROLES, { type: 'string' });

/** SPEC §5: 2 to 24 characters, starting with a letter; letters, accents, hyphen and space. */
export const PersonNameSchema = Type.String({ minLength: NAME_MIN, maxLength: NAME_MAX, pattern: NAME_PATTERN });

export const EmailAddressSchema = Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN });

export const UserSchema = Type.Object({
  id: IdSchema,
  firstname: PersonNameSchema,
  lastname: PersonNameSchema,
  email: EmailAddressSchema,
  roles: Type.Array(RoleSchema, { description: 'hoogste eerst: admin, provider, user' }),
});
export type User = Static<typeof UserSchema>;

/** GET /users/name/{id}. */
export const UserFullNameSchema = Type.Pick(UserSchema, ['firstname', 'lastname']);
export type UserFullName = Static<typeof UserFullNameSchema>;

/** An item of GET /users/names: first and last name joined. */
export const UserNameSchema = Type.Object({ id: IdSchema, name: Type.String() });
export type UserName = Static<typeof UserNameSchema>;

/** POST /users/login/ and /users/register/: the API's own short-lived bearer token and the user. */
export const LoginResponseSchema = Type.Object({ token: Type.String(), user: UserSchema });
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** The identity provider's ID token proves who logs in; the e-mail address comes from it, never the body. */
export const LoginBodySchema = Type.Object({
  idToken: Type.String({ minLength: 1, maxLength: 10_000, description: 'Het ID-token van de identiteitsprovider' }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const RegisterBodySchema = Type.Object({
  ...LoginBodySchema.properties,
  firstname: PersonNameSchema,
  lastname: PersonNameSchema,
});
export type RegisterBody = Static<typeof RegisterBodySchema>;

/** PUT /users/{id} (form-encoded or JSON): at least one of the three. */
export const UserUpdateBodySchema = Type.Partial(Type.Pick(UserSchema, ['firstname', 'lastname', 'email']), {
  additionalProperties: false,
  minProperties: 1,
});
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

/** PUT /users/upgrade/{id}: stored as SPEC §4's full list (admin → admin, provider, user). */
export const UserRolesBodySchema = Type.Object(
  { roles: Type.Array(RoleSchema, { minItems: 1, maxItems: ROLES.length, uniqueItems: true }) },
  { additionalProperties: false },
);
export type UserRolesBody = Static<typeof UserRolesBodySchema>;

export const EmailParamsSchema = Type.Object({ email: EmailAddressSchema });
export type EmailParams = Static<typeof EmailParamsSchema>;

/** GET /users/email/{email}: true when the address is free or the caller's own. */
export const EmailAvailabilityAnswerSchema = Type.Object({ data: Type.Boolean() });
export type EmailAvailabilityAnswer = Static<typeof EmailAvailabilityAnswerSchema>;
