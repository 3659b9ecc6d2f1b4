// /config.json: what the shell reads at start (built by the API from its environment).
import { Type } from 'typebox';
import type { Static, TOptional, TString } from 'typebox';
import { REMOTE_NAMES } from '../apps.ts';
import type { RemoteName } from '../apps.ts';

const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.Optional(Type.String())])) as {
  [Name in RemoteName]: TOptional<TString>;
};

export const OidcClientConfigSchema = Type.Object({
  authority: Type.String({ description: 'de OpenID Connect-issuer waarmee de shell inlogt (de ingebouwde onder /oidc of een externe)' }),
  clientId: Type.String(),
  scope: Type.String(),
});
export type OidcClientConfig = Static<typeof OidcClientConfigSchema>;

export const RuntimeConfigSchema = Type.Object({
  apiBaseUrl: Type.String(),
  oidc: Type.Union([OidcClientConfigSchema, Type.Null()], { description: 'null: de site biedt geen login' }),
  remotes: Type.Object(remoteUrls, {
    additionalProperties: false,
    description: 'de mf-manifest.json van elke remote; een weggelaten remote heeft geen pagina’s op deze site',
  }),
});
export type RuntimeConfig = Static<typeof RuntimeConfigSchema>;
