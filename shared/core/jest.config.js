import { jestProject } from '../../jest.preset.js';
export default jestProject({ name: 'shared-core', dir: import.meta.dirname, environment: 'jsdom' });
