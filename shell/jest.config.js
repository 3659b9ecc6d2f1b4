import { jestProject } from '../jest.preset.js';

const project = jestProject({ name: 'shell', dir: import.meta.dirname, environment: 'jsdom' });

export default {
  ...project,
  // See jest.styled-components.cjs.
  moduleNameMapper: { ...project.moduleNameMapper, '^styled-components$': '<rootDir>/jest.styled-components.cjs' },
};
