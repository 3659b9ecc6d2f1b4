// Every workspace's unit and component tests (each workspace with a jest.config.js); the browser tests run
// separately (npm run test:e2e).
import { existsSync, readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default {
  projects: workspaces
    .filter((dir) => dir !== 'e2e' && existsSync(new URL(`./${dir}/jest.config.js`, import.meta.url)))
    .map((dir) => `<rootDir>/${dir}/jest.config.js`),
};
