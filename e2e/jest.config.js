// The browser tests of the assembled site (ARCHITECTURE §5). `npm run test:e2e` builds every app first;
// `npm test -w e2e` runs them alone (in band: every test file starts its own server and chromium).
import { jestProject } from '../jest.preset.js';

export default {
  ...jestProject({ name: 'e2e', dir: import.meta.dirname, environment: 'node' }),
  testTimeout: 60_000,
  slowTestThreshold: 30,
};
