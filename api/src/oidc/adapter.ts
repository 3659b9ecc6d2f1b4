// oidc-provider's storage (sessions, grants, codes, interactions, …) in the oidc_payloads table, so a restart
// or a second API instance on the same database keeps everyone logged in.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Expired rows are deleted at most this often per process (find already ignores them). */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

export class DatabaseAdapter implements Adapter {
  private readonly db: Kysely<Database>;
  private readonly model: string;

  constructor(db: Kysely<Database>, model: string) {
    this.db = db;
    this.model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, ...row })
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
      .execute();
    await this.sweep();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date().toISOString() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  /** Every artefact of the grant, whatever its model (codes, access and refresh tokens), like the memory adapter. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'expires_at', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    if (row.expires_at !== null && row.expires_at <= new Date().toISOString()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (row.consumed_at !== null) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
    return payload;
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await this.db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date(now).toISOString()).execute();
  }
}
