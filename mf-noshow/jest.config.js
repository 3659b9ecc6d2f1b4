import { jestProject } from '../jest.preset.js';
export default jestProject({ name: 'mf-noshow', dir: import.meta.dirname, environment: 'jsdom' });
