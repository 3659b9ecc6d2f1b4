import { jestProject } from '../jest.preset.js';
export default jestProject({ name: 'mf-account', dir: import.meta.dirname, environment: 'jsdom' });
