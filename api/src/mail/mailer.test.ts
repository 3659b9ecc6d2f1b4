import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase, testDialects } from '../../test/database.ts';
import type { TestDatabase } from '../../test/database.ts';
import { createMailer } from './mailer.ts';

describe.each(testDialects())('mailer on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(() => t.close());

  test('without an SMTP URL a message goes to the outbox and the log', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ from: 'roadmap@example.org', db: t.db, log });
    await mailer.send({ to: 'ann@example.org', subject: 'Nieuw wachtwoord kiezen', text: 'Klik op https://example.org/oidc/reset/abc' });
    const rows = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ recipient: 'ann@example.org', subject: 'Nieuw wachtwoord kiezen', body: 'Klik op https://example.org/oidc/reset/abc' }),
    ]);
    expect(rows[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('ann@example.org');
    expect(logged).toContain('Nieuw wachtwoord kiezen');
    expect(logged).toContain('https://example.org/oidc/reset/abc');
  });

  test('with an SMTP URL the outbox stays empty (the transport is nodemailer)', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'roadmap@example.org', db: t.db, log: { info() {} } as unknown as FastifyBaseLogger });
    const before = (await t.db.selectFrom('mail_outbox').selectAll().execute()).length;
    await expect(mailer.send({ to: 'ann@example.org', subject: 's', text: 't' })).rejects.toThrow();
    expect((await t.db.selectFrom('mail_outbox').selectAll().execute()).length).toBe(before);
  });
});
