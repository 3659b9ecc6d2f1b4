import { jestProject } from '../jest.preset.js';

const project = jestProject({
  name: 'mf-catalogue',
  dir: import.meta.dirname,
  environment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.js'],
});

export default {
  ...project,
  // Page tests type into 250-option lists; on a busy 2-core machine 5 s can be too tight.
  testTimeout: 20_000,
  // See jest.styled-components.cjs: until the preset maps styled-components for every workspace.
  moduleNameMapper: { ...project.moduleNameMapper, '^styled-components$': '<rootDir>/jest.styled-components.cjs' },
};
