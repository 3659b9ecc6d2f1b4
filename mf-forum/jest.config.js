import { jestProject } from '../jest.preset.js';

export default jestProject({ name: 'mf-forum', dir: import.meta.dirname, environment: 'jsdom' });
