// Restoring an admin on a site that has none left (or lost the password of the last one): the operator's
// command `npm run restore-admin -- <e-mail>` makes the registered user with that address an admin, and the
// audit trail says so. Not an API route: whoever runs it already holds the server and its database.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAuditService } from '../audit/service.ts';
import { normaliseRoles } from './service.ts';
import { createUserRepository } from './repository.ts';

export type RestoreResult = { restored: { id: number; name: string; before: string } } | { missing: string };

export async function restoreAdmin(db: Kysely<Database>, email: string, now: () => Date = () => new Date()): Promise<RestoreResult> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const users = createUserRepository(trx);
    const id = await users.idOfEmail(address);
    if (id === undefined) return { missing: address };
    const user = (await users.find(id))!;
    const roles = normaliseRoles(['admin']);
    await users.replaceRoles(id, roles);
    const name = `${user.firstname} ${user.lastname}`;
    await createAuditService(trx, now).record(
      {
        actor: { userId: id, roles, address: 'opdrachtregel' },
        action: 'user.roles-changed',
        target: { type: 'user', id, name },
        detail: `hersteld met npm run restore-admin: ${user.roles.join(', ')} → ${roles.join(', ')}`,
      },
      trx,
    );
    return { restored: { id, name, before: user.roles.join(', ') } };
  });
}
