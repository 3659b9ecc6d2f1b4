// npm run restore-admin -- <e-mail>: makes the registered user with this address an admin, on the database the
// server uses (DATABASE_URL, else SQLite in DATA_DIR). For a site without an admin; docs/identity.md, 'Restoring an admin'.
import { readConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { restoreAdmin } from './modules/users/restore-admin.ts';

async function main(email: string | undefined): Promise<number> {
  if (email === undefined || !email.includes('@')) {
    console.error('Gebruik: npm run restore-admin -- <e-mailadres van een geregistreerde gebruiker>');
    return 2;
  }
  const config = readConfig();
  const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const result = await restoreAdmin(db, email);
    if ('missing' in result) {
      console.error(`Geen geregistreerde gebruiker met het e-mailadres ${result.missing}. Laat de persoon zich eerst registreren.`);
      return 1;
    }
    console.log(`${result.restored.name} (id ${result.restored.id}) is nu admin (was: ${result.restored.before}). Dit staat in het auditlogboek.`);
    return 0;
  } finally {
    await close();
  }
}

process.exitCode = await main(process.argv[2]);
