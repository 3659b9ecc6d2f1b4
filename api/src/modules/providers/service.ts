// The provider workflows (SPEC §4, §7 Providers). Visitors see approved providers only. The writes are not built
// yet (501); their access rules (and the linked user as owner) are checked before they are called.
import type { ListResponse, Provider, ProviderBody, ProviderSubmitBody } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound, notImplemented } from '../../errors/api-error.ts';
import type { ProviderRepository } from './repository.ts';

export function createProviderService(providers: ProviderRepository) {
  return {
    async listApproved(): Promise<ListResponse<Provider>> {
      const data = await providers.listApproved();
      return { data, count: data.length };
    },

    async findApproved(id: number): Promise<Provider> {
      const provider = await providers.findApproved(id);
      if (provider === undefined) throw notFound(`Geen provider met id ${id}.`);
      return provider;
    },

    /** The providers the caller manages, in every approval state (the tool form shows the unapproved ones disabled). */
    async listMine(caller: Caller): Promise<ListResponse<Provider>> {
      const data = await providers.listOfUser(caller.userId);
      return { data, count: data.length };
    },

    /** A provider belongs to its linked user (SPEC §6). */
    ownerOf: (id: number) => providers.linkedUserOf(id),

    async create(_caller: Caller, _body: ProviderBody): Promise<Provider> {
      throw notImplemented();
    },

    async submit(_caller: Caller, _body: ProviderSubmitBody): Promise<Provider> {
      throw notImplemented();
    },

    async resubmit(_caller: Caller, _id: number, _body: ProviderSubmitBody): Promise<Provider> {
      throw notImplemented();
    },

    async update(_caller: Caller, _id: number, _body: ProviderBody): Promise<Provider> {
      throw notImplemented();
    },

    async remove(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type ProviderService = ReturnType<typeof createProviderService>;
