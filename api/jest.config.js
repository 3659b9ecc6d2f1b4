// The API's tests: Fastify's inject against a real database (SQLite per test file; PostgreSQL too when
// TEST_DATABASE_URL is set).
import { jestProject } from '../jest.preset.js';

export default jestProject({ name: 'api', dir: import.meta.dirname, environment: 'node' });
