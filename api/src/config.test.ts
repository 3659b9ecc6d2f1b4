// The environment of README "Configuration", read once at start; bad values stop the start with a clear message.
import { readConfig } from './config.ts';

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
