import { jestProject } from '../jest.preset.js';
export default jestProject({ name: 'mf-admin', dir: import.meta.dirname, environment: 'jsdom' });
