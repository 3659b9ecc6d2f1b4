import { jestProject } from '../jest.preset.js';

export default jestProject({ name: 'shell', dir: import.meta.dirname, environment: 'jsdom' });
