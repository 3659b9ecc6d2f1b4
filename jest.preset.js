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

/** @param {{ name: string, dir: string, environment: 'node' | 'jsdom' }} options */
export function jestProject({ name, dir, environment }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? '<rootDir>/../jest.dom-environment.js' : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|webp|css)$': '<rootDir>/../jest.asset-stub.js',
      '^styled-components$': '<rootDir>/../jest.styled-components.cjs',
    },
    // Page tests type into 250-option lists and wait for React; on a busy 2-core machine 5 s can be too tight.
    testTimeout: 20_000,
    setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.dom-setup.js'] : [],
  };
}
