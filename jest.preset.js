// One jest set-up for every workspace: TypeScript and JSX through @swc/jest, ES modules
// (react-router ships ES modules only, so jest runs with --experimental-vm-modules).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

/** The repository root: the shared jest files live there, whatever the depth of a workspace. */
const root = import.meta.dirname;

/** @param {{ name: string, dir: string, environment: 'node' | 'jsdom' }} options */
export function jestProject({ name, dir, environment }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? `${root}/jest.dom-environment.js` : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|webp|css)$': `${root}/jest.asset-stub.js`,
      '^styled-components$': `${root}/jest.styled-components.cjs`,
    },
    // Page tests type into 250-option lists and wait for React; on a busy 2-core machine 5 s can be too tight.
    testTimeout: 20_000,
    setupFilesAfterEnv: environment === 'jsdom' ? [`${root}/jest.dom-setup.js`] : [],
  };
}
