// The environment of docs/configuration.md, read once at start; bad values stop the start with a clear message.
import { resolve } from 'node:path';
import { embeddedIssuer, readConfig, REPOSITORY_ROOT } from './config.ts';

test('defaults: port 3000, SQLite under ./data, rate limit 600, no proxy trusted, demo seed on', () => {
  const config = readConfig({});
  expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, rateLimitMax: 600, trustProxy: false, seedDemo: true });
  expect(config.dataDir).toMatch(/[/\\]data$/);
});

test.each([
  ['true', true],
  ['off', false],
  ['10.0.0.1, 10.0.0.2', '10.0.0.1, 10.0.0.2'],
  ['10.0.0.0/8', '10.0.0.0/8'],
])('TRUST_PROXY=%s', (raw, expected) => {
  expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
});

test('REMOTE_<NAME>_URL overrides one remote', () => {
  expect(readConfig({ REMOTE_FORUM_URL: 'https://cdn.voorbeeld.be/forum/mf-manifest.json' }).remotes).toEqual({
    forum: 'https://cdn.voorbeeld.be/forum/mf-manifest.json',
  });
});

test.each([
  ['PORT', 'abc'],
  ['PORT', '70000'],
  ['RATE_LIMIT_MAX', '-1'],
  ['LOG_LEVEL', 'loud'],
  ['SEED_DEMO', 'misschien'],
])('%s=%s stops the start with a message naming the variable', (name, raw) => {
  expect(() => readConfig({ [name]: raw })).toThrow(name);
});

test('identity defaults: the embedded provider at PUBLIC_URL/oidc, client roadmap-shell, no admin list', () => {
  const config = readConfig({ PORT: '4000' });
  expect(config.publicUrl).toBe('http://localhost:4000');
  expect(embeddedIssuer(config.publicUrl)).toBe('http://localhost:4000/oidc');
  expect(config.oidc).toEqual({ issuer: null, clientId: 'roadmap-shell', audience: 'roadmap-shell', scope: 'openid email profile', emailClaim: 'email' });
  expect(config.adminEmails).toEqual([]);
  expect(config.firstAdminEmail).toBe('admin@roadmap.local');
  expect(config.smtpUrl).toBeUndefined();
  expect(config.mailFrom).toBe('AI-tools roadmap <no-reply@roadmap.local>');
  expect(config.noShowModel).toBeUndefined();
});

test('an outside No Show model with its key', () => {
  expect(readConfig({ NOSHOW_MODEL_URL: ' https://ml.voorbeeld.be/score ', NOSHOW_MODEL_KEY: 'geheim' }).noShowModel).toEqual({
    url: 'https://ml.voorbeeld.be/score',
    key: 'geheim',
  });
  expect(readConfig({ NOSHOW_MODEL_URL: 'http://127.0.0.1:9000/' }).noShowModel).toEqual({ url: 'http://127.0.0.1:9000/', key: undefined });
});

test('an external issuer with its own client, audience, scope and e-mail claim', () => {
  const config = readConfig({
    PUBLIC_URL: 'https://roadmap.voorbeeld.be',
    OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
    OIDC_CLIENT_ID: 'abc-123',
    OIDC_AUDIENCE: 'api://abc',
    OIDC_SCOPE: 'openid profile email offline_access',
    OIDC_EMAIL_CLAIM: 'preferred_username',
    ADMIN_EMAILS: ' Els@Voorbeeld.be , jan@voorbeeld.be,',
    ADMIN_EMAIL: 'Beheer@Voorbeeld.be',
    SMTP_URL: 'smtps://user:pw@smtp.voorbeeld.be:465',
    MAIL_FROM: 'Roadmap <roadmap@voorbeeld.be>',
  });
  expect(config.publicUrl).toBe('https://roadmap.voorbeeld.be');
  expect(config.oidc).toEqual({
    issuer: 'https://login.microsoftonline.com/tenant/v2.0',
    clientId: 'abc-123',
    audience: 'api://abc',
    scope: 'openid profile email offline_access',
    emailClaim: 'preferred_username',
  });
  expect(config.adminEmails).toEqual(['els@voorbeeld.be', 'jan@voorbeeld.be']);
  expect(config.firstAdminEmail).toBe('beheer@voorbeeld.be');
  expect(config.smtpUrl).toBe('smtps://user:pw@smtp.voorbeeld.be:465');
  expect(config.mailFrom).toBe('Roadmap <roadmap@voorbeeld.be>');
});

test('an issuer is kept exactly as given, a trailing slash included (Auth0 names itself so in its tokens)', () => {
  expect(readConfig({ OIDC_ISSUER: 'https://roadmap.eu.auth0.com/' }).oidc.issuer).toBe('https://roadmap.eu.auth0.com/');
});

test('the audience defaults to the client id', () => {
  expect(readConfig({ OIDC_CLIENT_ID: 'mijn-client' }).oidc.audience).toBe('mijn-client');
});

test.each([
  ['PUBLIC_URL', 'roadmap.voorbeeld.be'],
  ['PUBLIC_URL', 'ftp://roadmap.voorbeeld.be'],
  ['PUBLIC_URL', 'https://roadmap.voorbeeld.be/'],
  ['OIDC_ISSUER', 'not a url'],
  ['OIDC_SCOPE', 'email profile'],
  ['OIDC_EMAIL_CLAIM', 'e mail'],
  ['ADMIN_EMAILS', 'els@voorbeeld.be, geen-adres'],
  ['ADMIN_EMAIL', 'beheer'],
  ['SMTP_URL', 'http://smtp.voorbeeld.be'],
  ['NOSHOW_MODEL_URL', 'ml.voorbeeld.be/score'],
])('%s=%s stops the start with a message naming the variable', (name, raw) => {
  expect(() => readConfig({ [name]: raw })).toThrow(name);
});

test('BACKUP_DIR: backups under the data folder unless named, relative folders from the repository root', () => {
  expect(readConfig({}).backupDir).toMatch(/[/\\]data[/\\]backups$/);
  expect(readConfig({ DATA_DIR: '/srv/roadmap' }).backupDir).toBe('/srv/roadmap/backups');
  expect(readConfig({ DATA_DIR: '/srv/roadmap', BACKUP_DIR: '/mnt/kopie' }).backupDir).toBe('/mnt/kopie');
  expect(readConfig({ BACKUP_DIR: 'kopieen' }).backupDir).toBe(resolve(REPOSITORY_ROOT, 'kopieen'));
});

test('SHUTDOWN_GRACE_SECONDS: 20 by default, a whole number of seconds from 0 to 3600', () => {
  expect(readConfig({}).shutdownGraceSeconds).toBe(20);
  expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '5' }).shutdownGraceSeconds).toBe(5);
  expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: 'lang' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
});
