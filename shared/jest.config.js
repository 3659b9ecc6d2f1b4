import { jestProject } from '../jest.preset.js';

const project = jestProject({ name: 'shared', dir: import.meta.dirname, environment: 'jsdom' });
// shared/core is a package of its own with its own jest project.
export default { ...project, testPathIgnorePatterns: [...project.testPathIgnorePatterns, '<rootDir>/core/'] };
