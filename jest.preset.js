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

/** @param {{ name: string, dir: string, environment: 'node' | 'jsdom', setupFiles?: string[] }} options */
export function jestProject({ name, dir, environment, setupFiles = [] }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? '<rootDir>/../jest.dom-environment.js' : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: { '\\.(svg|png|jpe?g|webp|css)$': '<rootDir>/../jest.asset-stub.js' },
    setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.dom-setup.js', ...setupFiles] : setupFiles,
  };
}
