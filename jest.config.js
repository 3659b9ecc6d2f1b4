// Every workspace's unit and component tests (each workspace with a jest.config.js); the browser tests run
// separately (npm run test:e2e).
import { existsSync, readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default {
  // A global option: the projects' own testTimeout (jest.preset.js) is not applied when they run from here, and a
  // loaded 2-core machine needs more than Jest's 5 s for a hook that migrates a database.
  testTimeout: 20_000,
  // Most API suites wait on their databases, child processes and HTTP servers: one worker per core keeps both cores
  // of the CI machine busy (Jest's default leaves one core to itself and, on two cores, runs the files one by one).
  // Each file has its own SQLite folder or PostgreSQL schema, so files run side by side safely.
  maxWorkers: '100%',
  projects: workspaces
    .filter((dir) => dir !== 'e2e' && existsSync(new URL(`./${dir}/jest.config.js`, import.meta.url)))
    .map((dir) => `<rootDir>/${dir}/jest.config.js`),
};
