// Every workspace's unit and component tests; the browser tests run separately (npm run test:e2e).
import { existsSync } from 'node:fs';

const workspaces = ['scripts/lint', 'shared', 'shared/core', 'shell', 'mf-catalogue', 'mf-forum', 'mf-account', 'mf-admin', 'mf-noshow', 'api'];

export default {
  projects: workspaces
    .filter((dir) => existsSync(new URL(`./${dir}/jest.config.js`, import.meta.url)))
    .map((dir) => `<rootDir>/${dir}/jest.config.js`),
};
