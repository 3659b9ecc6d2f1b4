// The browser tests of the assembled site (ARCHITECTURE §5). `npm run test:e2e` builds every app first;
// `npm test -w e2e` runs them alone.
//
// Every test file starts its own server (a free port, a fresh data folder, its own PostgreSQL database or Redis
// number where it uses one) and its own chromium, so files do not share state and can run side by side. A file
// spends much of its time waiting for the browser, the server or the identity provider's popup rather than
// computing, so one worker per core keeps both cores of the CI machine busy (Jest's default leaves one core to
// itself and, on two cores, runs the files one by one). `--runInBand` still runs them one by one when wanted.
import { jestProject } from '../jest.preset.js';

export default {
  ...jestProject({ name: 'e2e', dir: import.meta.dirname, environment: 'node' }),
  maxWorkers: '100%',
  testTimeout: 60_000,
  slowTestThreshold: 30,
};
