// What every page flow of the provider (login, registration, password reset, own password) is given: the stores
// and outside services, the page frame, the interactions and the per-address guard. routes.ts builds it once.
import type { AddressGuard } from './address-limits.ts';
import type { Interactions } from './interactions.ts';
import type { EmbeddedProviderOptions } from './options.ts';
import type { PageKit } from './page-kit.ts';

export interface PageContext extends Pick<EmbeddedProviderOptions, 'db' | 'issuer' | 'mailer' | 'log'> {
  page: PageKit;
  interactions: Interactions;
  guard: AddressGuard;
}
