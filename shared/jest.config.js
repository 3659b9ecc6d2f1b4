import { jestProject } from '../jest.preset.js';
export default jestProject({ name: 'shared', dir: import.meta.dirname, environment: 'jsdom' });
