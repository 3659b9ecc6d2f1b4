import { jestProject } from '../../jest.preset.js';
export default jestProject({ name: 'lint', dir: import.meta.dirname, environment: 'node' });
