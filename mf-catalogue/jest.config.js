import { jestProject } from '../jest.preset.js';

export default jestProject({ name: 'mf-catalogue', dir: import.meta.dirname, environment: 'jsdom' });
