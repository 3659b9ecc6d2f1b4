// What the site keeps in the browser, for the privacy statement. A visitor gets nothing: no cookie, no storage.
// The names are the ones the shell and the embedded identity provider use (shell/src/auth/oidc-paths.ts,
// shell/src/auth/user-manager.ts, api/src/oidc/provider.ts); keep this list with them.
import type { BrowserStorageEntry } from 'shared/contracts';

export const BROWSER_STORAGE: BrowserStorageEntry[] = [
  {
    name: 'oidc.user:… en andere sleutels die met oidc. beginnen',
    storage: 'localStorage',
    purpose: 'Je login: de tokens van de identiteitsprovider, zodat je ingelogd blijft in een nieuw tabblad of na herladen.',
    retention: 'Tot je uitlogt (dan wordt alles gewist) of de login verloopt.',
  },
  {
    name: 'roadmap.loggedOut',
    storage: 'sessionStorage',
    purpose: 'Toont na het uitloggen één keer "Je bent uitgelogd." (of "Je account is verwijderd.").',
    retention: 'Tot de volgende pagina het toonde, of tot je het tabblad sluit.',
  },
  {
    name: 'oidc_session, oidc_interaction en oidc_interaction_resume',
    storage: 'cookie',
    purpose: 'Alleen wie inlogt bij de identiteitsprovider van de site: houdt de login bij (strikt noodzakelijk).',
    retention: 'De duur van de login (hoogstens 14 dagen), of tot je uitlogt.',
  },
];
