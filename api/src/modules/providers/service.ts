// The provider workflows (SPEC §4, §6, §7 Providers; decision 0019). Visitors see approved providers only; the linked
// user sees their own in every state; admins see all. An admin creates an approved provider for the account they
// pick; anyone logged in submits one for themself (a plain user's upgrade request); the linked user resubmits a
// rejected one and edits the company's data; an admin decides. Approval makes the linked user a provider. The
// decision is mailed to the linked user once it is stored. The approval fields follow approval/approval.ts, the
// same module as the tools'.
import type { Kysely } from 'kysely';
import { errorTexts, isSiteImagePath, missingProviderFields, type ClaimDecisionBody, type ListResponse, type Provider, type ProviderBody, type ProviderClaim, type ProviderEditBody, type ProviderClaimBody } from 'shared/contracts';
import { isAdmin, type Caller } from '../../auth/access.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, forbidden, notFound, validationFailed } from '../../errors/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { approvalState, createdByAdmin, decided, editedByAdmin, editedByOwner, submitted, type Approvable } from '../approval/approval.ts';
import type { AuditService } from '../audit/service.ts';
import type { ImageAdoption, ImageField, ImageService, PreparedImage } from '../images/service.ts';
import type { UserService } from '../users/service.ts';
import { createClaimRepository } from './claim-repository.ts';
import { createProviderRepository, type ProviderRepository, type ProviderValues } from './repository.ts';

export interface ProviderServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  audit: AuditService;
  mailer: Mailer;
  siteUrl: string;
  warn: (message: string, error: unknown) => void;
  images: ImageService;
  /** The linked accounts: they must exist, and an approval makes theirs a provider. */
  users: Pick<UserService, 'lookUp' | 'makeProvider'>;
}

const missingProvider = (id: number) => notFound(errorTexts.noneWithId('provider', id));
const missingUser = (id: number) => notFound(errorTexts.noneWithId('user', id));
const duplicateName = () => new ApiError(409, 'ER_DUP_ENTRY', errorTexts.duplicateProvider);
const missingClaim = (id: number) => notFound(errorTexts.noneWithId('claim', id));

const LOGO: ImageField = { field: 'body.logoUrl', label: 'Het logo' };

/** An edit's body with each field it leaves out taken from the stored provider. */
function withStoredFields(edit: ProviderEditBody, stored: Provider): ProviderBody {
  const { name, country, email, url, telephone, logoUrl } = stored;
  return { name, country, email, url, telephone, logoUrl, ...edit };
}

/**
 * SPEC §5 asks a new provider's e-mail address and telephone number; an edit may leave one empty only while the stored
 * value is empty too (a demo or legacy row), so a value once stored is never blanked (providerFieldRequired).
 */
function checkRequiredFields(body: ProviderBody, stored: Provider | null): void {
  const [missing] = missingProviderFields(body, stored);
  if (missing !== undefined) throw validationFailed(`body.${missing}`, 'is verplicht');
}

function valuesOf(body: ProviderBody, approval: Approvable, userId: number | null, logo: PreparedImage): ProviderValues {
  return {
    name: body.name.trim(),
    country: body.country,
    email: body.email.trim(),
    url: body.url.trim(),
    telephone: body.telephone.trim(),
    logo_url: logo.address,
    approved: approval.approved ? 1 : 0,
    approval_comment: approval.approvalComment,
    user_id: userId,
  };
}

export function createProviderService({ db, now, audit, mailer, siteUrl, warn, images, users }: ProviderServiceDependencies) {
  const providers = createProviderRepository(db);

  /**
   * The logo as it will be stored (decision 0023): an https address is fetched and processed before the write, which
   * stores the image in its own transaction, so a logo that cannot be fetched changes nothing (400 on body.logoUrl).
   */
  const prepareLogo = (body: ProviderBody) => images.prepare(body.logoUrl, LOGO);
  const saveLogo = async (logo: PreparedImage, trx: Kysely<Database>) => {
    if (logo.image) await images.save(logo.image, trx);
  };

  /** A write of provider rows: a name in use (any case) is 409; a linked user removed meanwhile 404. */
  async function write<T>(work: (trx: Kysely<Database>, rows: ProviderRepository) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute((trx) => work(trx, createProviderRepository(trx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  }

  /** The account the admin links must exist. */
  async function checkUser(trx: Kysely<Database>, userId: number): Promise<void> {
    if ((await users.lookUp(userId, trx)) === undefined) throw missingUser(userId);
  }

  /** After an approval, the linked user becomes a provider (in the decision's transaction). */
  async function upgrade(trx: Kysely<Database>, userId: number | null): Promise<void> {
    if (userId !== null) await users.makeProvider(userId, trx);
  }

  /** Mails the linked user the admin's decision, after it is stored; a failed mail is logged only. */
  async function tellLinkedUser(provider: Provider): Promise<void> {
    try {
      if (provider.user_id === null) return;
      const user = await users.lookUp(provider.user_id);
      if (user === undefined) return;
      const link = new URL(`/provider/${provider.id}`, siteUrl).toString();
      const text = provider.approved
        ? `Goed nieuws: je provider '${provider.name}' is goedgekeurd. Log opnieuw in op de roadmap: daarna kan je AI-tools indienen.\n\n${link}`
        : `Je provider '${provider.name}' is niet goedgekeurd.\n\nReden: ${provider.approvalComment}\n\nPas de gegevens aan en dien ze opnieuw in:\n${new URL('/account/upgrade', siteUrl).toString()}`;
      await mailer.send({ to: user.email, subject: provider.approved ? `Provider goedgekeurd: ${provider.name}` : `Provider niet goedgekeurd: ${provider.name}`, text });
    } catch (error) {
      warn(`The decision on provider ${provider.id} is stored, but its mail failed`, error);
    }
  }

  return {
    /** Visitors and providers: the approved providers; admins: all of them. */
    async list(caller: Caller | null): Promise<ListResponse<Provider>> {
      const data = isAdmin(caller) ? await providers.listAll() : await providers.listApproved();
      return { data, count: data.length };
    },

    /** One provider as the caller may see it: an unapproved one (with its e-mail and telephone) only for its linked user and admins. */
    async findVisible(caller: Caller | null, id: number): Promise<Provider> {
      const provider = await providers.find(id);
      const mine = caller !== null && (isAdmin(caller) || provider?.user_id === caller.userId);
      if (provider === undefined || (!provider.approved && !mine)) throw missingProvider(id);
      return provider;
    },

    /** The providers the caller manages, in every approval state (the tool form shows the unapproved ones disabled). */
    async listMine(caller: Caller): Promise<ListResponse<Provider>> {
      const data = await providers.listOfUser(caller.userId);
      return { data, count: data.length };
    },

    /** The names of the tools that keep a provider from being removed (its linked user and admins). */
    async toolNames(id: number): Promise<ListResponse<{ name: string }>> {
      if ((await providers.find(id)) === undefined) throw missingProvider(id);
      const data = (await providers.toolNamesOf(id)).map((name) => ({ name }));
      return { data, count: data.length };
    },

    /** A provider belongs to its linked user (SPEC §6). */
    ownerOf: (id: number) => providers.linkedUserOf(id),

    /** An admin's provider: approved at once, linked to the account the admin picks (or none). */
    async create(caller: Caller, body: ProviderBody): Promise<Provider> {
      checkRequiredFields(body, null);
      const logo = await prepareLogo(body);
      const id = await write(async (trx, rows) => {
        if (body.user_id !== undefined) await checkUser(trx, body.user_id);
        await saveLogo(logo, trx);
        const providerId = await rows.insert(valuesOf(body, createdByAdmin, body.user_id ?? null, logo), now().toISOString());
        await upgrade(trx, body.user_id ?? null);
        await audit.record({ actor: caller, action: 'provider.created', target: { type: 'provider', id: providerId, name: body.name.trim() } }, trx);
        return providerId;
      });
      return (await providers.find(id))!;
    },

    /** Anyone's submission (a plain user's upgrade request): pending, linked to the caller, whatever the body says. */
    async submit(caller: Caller, body: ProviderBody): Promise<Provider> {
      if (body.user_id !== undefined && body.user_id !== caller.userId && !isAdmin(caller)) {
        throw forbidden('Je kan een provider enkel voor jezelf indienen.');
      }
      checkRequiredFields(body, null);
      const logo = await prepareLogo(body);
      const id = await write(async (trx, rows) => {
        await saveLogo(logo, trx);
        return rows.insert(valuesOf(body, submitted, caller.userId, logo), now().toISOString());
      });
      return (await providers.find(id))!;
    },

    /** The linked user's resubmission (the route's owner rule): the data changes, the provider is pending again. */
    async resubmit(caller: Caller, id: number, body: ProviderBody): Promise<Provider> {
      const logo = await prepareLogo(body);
      await write(async (trx, rows) => {
        const current = await rows.find(id, true);
        if (current === undefined) throw missingProvider(id);
        if (body.user_id !== undefined && body.user_id !== current.user_id && !isAdmin(caller)) throw forbidden('Enkel een admin koppelt een provider aan een ander account.');
        checkRequiredFields(body, current);
        // An approved provider stays approved when its owner corrects it (an owner's edit never changes `approved`).
        await saveLogo(logo, trx);
        await rows.update(id, valuesOf(body, current.approved ? editedByOwner(current) : submitted, current.user_id, logo));
        await audit.ofSomeoneElse({ actor: caller, action: 'provider.changed', target: { type: 'provider', id, name: body.name.trim() }, detail: 'opnieuw ingediend' }, current.user_id, trx);
      });
      return (await providers.find(id))!;
    },

    /**
     * An admin changes everything, the linked account and the decision included (a rejection needs its reason); the
     * linked user changes the company's data, never the linked account (403) nor the decision (ignored).
     */
    async update(caller: Caller, id: number, edit: ProviderEditBody): Promise<Provider> {
      const admin = isAdmin(caller);
      const newLogo = edit.logoUrl === undefined ? null : await images.prepare(edit.logoUrl, LOGO);
      const outcome = await write(async (trx, rows) => {
        const current = await rows.find(id, true);
        if (current === undefined) throw missingProvider(id);
        // A field left out keeps its stored value: a decision alone never re-checks data nobody touched.
        const body = withStoredFields(edit, current);
        checkRequiredFields(body, current);
        const logo = newLogo ?? { address: current.logoUrl, image: null };
        if (!admin && body.user_id !== undefined && body.user_id !== current.user_id) {
          throw forbidden('Je kan het gekoppelde account van een provider niet wijzigen: vraag het aan een admin.');
        }
        const approval = admin ? editedByAdmin(current, body) : editedByOwner(current);
        const userId = admin && body.user_id !== undefined ? body.user_id : current.user_id;
        if (userId !== null && userId !== current.user_id) await checkUser(trx, userId);
        await saveLogo(logo, trx);
        await rows.update(id, valuesOf(body, approval, userId, logo));
        if (!(admin && body.approved !== undefined)) await audit.ofSomeoneElse({ actor: caller, action: 'provider.changed', target: { type: 'provider', id, name: body.name.trim() } }, current.user_id, trx);
        const decided = admin && body.approved !== undefined;
        if (decided) {
          if (approval.approved) await upgrade(trx, userId);
          const target = { type: 'provider', id, name: body.name.trim() };
          await audit.record({ actor: caller, action: approval.approved ? 'provider.approved' : 'provider.rejected', target, detail: approval.approvalComment }, trx);
        }
        return { decided, stateChanged: approvalState(current) !== approvalState(approval) };
      });
      const provider = (await providers.find(id))!;
      if (outcome.decided && outcome.stateChanged) await tellLinkedUser(provider);
      return provider;
    },

    /**
     * 'Is dit je bedrijf?': a logged-in user claims an approved company that has no account yet, with their role in
     * it; one open claim per user and company (409).
     */
    async claim(caller: Caller, providerId: number, body: ProviderClaimBody): Promise<ProviderClaim> {
      const provider = await providers.findApproved(providerId);
      if (provider === undefined) throw missingProvider(providerId);
      if (provider.user_id !== null) throw new ApiError(409, 'ER_DUP_ENTRY', 'Dit bedrijf wordt al door een account beheerd.');
      const claims = createClaimRepository(db);
      try {
        const id = await claims.insert({ provider_id: providerId, user_id: caller.userId, role: body.role.trim(), created_at: now().toISOString() });
        return (await claims.find(id))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'ER_DUP_ENTRY', 'Je aanvraag voor dit bedrijf wacht al op een beslissing.');
        throw error;
      }
    },

    /** The admin's list of claims awaiting a decision, each saying whether the e-mail domain matches the website. */
    async listClaims(): Promise<ListResponse<ProviderClaim>> {
      const data = await createClaimRepository(db).listPending();
      return { data, count: data.length };
    },

    /** Approval links the company to the claimant, makes them a provider and answers the other open claims. */
    async decideClaim(caller: Caller, id: number, body: ClaimDecisionBody): Promise<ProviderClaim> {
      const approval = decided(body.approved, body.comment);
      const claim = await write(async (trx, rows) => {
        const claims = createClaimRepository(trx);
        const current = await claims.find(id);
        if (current === undefined || current.status !== 'pending') throw missingClaim(id);
        const provider = await rows.find(current.providerId, true);
        if (provider === undefined) throw missingClaim(id);
        if (approval.approved) {
          if (provider.user_id !== null && provider.user_id !== current.userId) throw new ApiError(409, 'ER_DUP_ENTRY', 'Dit bedrijf wordt al door een account beheerd.');
          await rows.link(provider.id, current.userId);
          await upgrade(trx, current.userId);
          await claims.rejectOthers(provider.id, id, 'Een andere aanvraag voor dit bedrijf werd goedgekeurd.');
        }
        await claims.decide(id, approval.approved ? 'approved' : 'rejected', approval.approvalComment);
        const target = { type: 'provider', id: provider.id, name: provider.name };
        const detail = `${current.userName} (${current.userEmail})${approval.approvalComment ? `: ${approval.approvalComment}` : ''}`;
        await audit.record({ actor: caller, action: approval.approved ? 'claim.approved' : 'claim.rejected', target, detail }, trx);
        return (await claims.find(id))!;
      });
      try {
        const text = approval.approved
          ? `Je aanvraag voor '${claim.providerName}' is goedgekeurd: je beheert dit bedrijf nu op de roadmap. Log opnieuw in om je nieuwe rol te gebruiken.`
          : `Je aanvraag voor '${claim.providerName}' is niet goedgekeurd.\n\nReden: ${approval.approvalComment}`;
        await mailer.send({ to: claim.userEmail, subject: approval.approved ? `Aanvraag goedgekeurd: ${claim.providerName}` : `Aanvraag niet goedgekeurd: ${claim.providerName}`, text });
      } catch (error) {
        warn(`The decision on claim ${id} is stored, but its mail failed`, error);
      }
      return claim;
    },

    /** Not while tools are linked (409 ER_ROW_IS_REFERENCED, SPEC §8's reason). */
    async remove(caller: Caller, id: number): Promise<void> {
      try {
        await write(async (trx, rows) => {
          const current = await rows.find(id, true);
          if (current === undefined) throw missingProvider(id);
          if (!(await rows.remove(id))) throw missingProvider(id);
          await audit.removal({ actor: caller, action: 'provider.deleted', target: { type: 'provider', id, name: current.name } }, current.user_id, trx);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new ApiError(409, 'ER_ROW_IS_REFERENCED', errorTexts.providerDeleteBlocked);
        }
        throw error;
      }
    },

    /**
     * At start (decision 0023): every logo still on another host becomes the site's own image, fetched once; one that
     * cannot be fetched is cleared, so the card shows the initials. An edit made meanwhile wins. An abort (the API
     * stopping) leaves the rest for the next start.
     */
    async adoptForeignLogos(signal: AbortSignal, report: (adoption: ImageAdoption) => void): Promise<void> {
      for (const { id, name, logoUrl } of await providers.listLogos()) {
        if (logoUrl === '' || isSiteImagePath(logoUrl)) continue;
        if (signal.aborted) return;
        const { image, adoption } = await images.adopt(logoUrl, `het logo van provider ${id} (${name})`, signal);
        const replaced = await db.transaction().execute(async (trx) => {
          if (image) await images.save(image, trx);
          return createProviderRepository(trx).replaceLogo(id, logoUrl, adoption.now);
        });
        if (replaced) report(adoption);
      }
    },
  };
}

export type ProviderService = ReturnType<typeof createProviderService>;
