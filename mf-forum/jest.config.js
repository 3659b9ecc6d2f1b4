import { jestProject } from '../jest.preset.js';

const project = jestProject({ name: 'mf-forum', dir: import.meta.dirname, environment: 'jsdom' });

export default {
  ...project,
  // See jest.styled-components.cjs: until the preset maps styled-components for every workspace.
  moduleNameMapper: { ...project.moduleNameMapper, '^styled-components$': '<rootDir>/jest.styled-components.cjs' },
};
