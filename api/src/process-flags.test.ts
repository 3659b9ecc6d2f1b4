// `npm start -w api` cannot import the flags: its script must spell them the same way.
import { readFileSync } from 'node:fs';
import { API_NODE_ARGS, API_NODE_FLAGS } from './process-flags.ts';

test('the api package starts the server with the same Node flags', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  expect(pkg.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} src/server.js`);
  expect(API_NODE_ARGS.at(-1)).toBe('api/src/server.js');
});
