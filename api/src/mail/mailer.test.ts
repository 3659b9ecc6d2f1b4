import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
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

  test('with an SMTP URL the message is delivered to the SMTP server, not the outbox', async () => {
    const server = await startSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${server.port}`,
        from: 'AI-tools roadmap <roadmap@example.org>',
        db: t.db,
        log: { info() {} } as unknown as FastifyBaseLogger,
      });
      const before = (await t.db.selectFrom('mail_outbox').selectAll().execute()).length;
      await mailer.send({ to: 'ann@example.org', subject: 'Nieuw wachtwoord kiezen', text: 'Klik op https://example.org/oidc/reset/abc' });
      expect(server.envelopes).toEqual([{ from: 'roadmap@example.org', to: ['ann@example.org'], data: expect.any(String) }]);
      const data = server.envelopes[0].data;
      expect(data).toContain('Subject: Nieuw wachtwoord kiezen');
      expect(data).toContain('https://example.org/oidc/reset/abc');
      expect((await t.db.selectFrom('mail_outbox').selectAll().execute()).length).toBe(before);
    } finally {
      await server.close();
    }
  });

  test('with an SMTP URL the outbox stays empty (the transport is nodemailer)', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'roadmap@example.org', db: t.db, log: { info() {} } as unknown as FastifyBaseLogger });
    const before = (await t.db.selectFrom('mail_outbox').selectAll().execute()).length;
    await expect(mailer.send({ to: 'ann@example.org', subject: 's', text: 't' })).rejects.toThrow();
    expect((await t.db.selectFrom('mail_outbox').selectAll().execute()).length).toBe(before);
  });
});

/**
 * The smallest SMTP server that accepts mail (RFC 5321 without extensions): the mail server is outside the
 * system, so the test stands in for it at the socket and records each envelope as it arrives.
 */
async function startSmtpServer() {
  const envelopes: Array<{ from: string; to: string[]; data: string }> = [];
  const server = createServer((socket) => {
    let envelope = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          envelopes.push(envelope);
          envelope = { from: '', to: [], data: '' };
          socket.write('250 OK\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'MAIL') envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
        else if (command === 'RCPT') envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        if (command === 'MAIL' || command === 'RCPT' || command === 'RSET' || command === 'NOOP') socket.write('250 OK\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (command !== 'EHLO' && command !== 'HELO') socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
