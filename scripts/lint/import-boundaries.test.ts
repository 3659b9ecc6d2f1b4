// The import-boundary rule on imports from each part of the repository and between the API's modules, by the file's real path.
import path from 'node:path';
import { RuleTester } from 'eslint';
import importBoundaries from './import-boundaries.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { Button } from 'shared';" },
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { Link } from 'shared-core';" },
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { messages } from '../messages.ts';" },
    { filename: at('shared/src/data/use-mutation.ts'), code: "import { describeApiError } from '../api/error-messages.ts';" },
    { filename: at('shared/core/src/routing.ts'), code: "export { Link } from 'react-router';" },
    { filename: at('api/src/modules/tools/routes.ts'), code: "import { EVENT_PHASES } from 'shared/contracts';" },
    { filename: at('e2e/support/texts.ts'), code: "import { messages } from '../../mf-forum/src/messages.ts';" },
    // API modules: their own repository, another module's service, the database helpers; tests and the composition root reach further.
    { filename: at('api/src/modules/providers/service.ts'), code: "import { createProviderRepository } from './repository.ts';" },
    { filename: at('api/src/modules/providers/service.ts'), code: "import { createClaimRepository } from './claim-repository.ts';" },
    { filename: at('api/src/modules/providers/service.ts'), code: "import { createUserService } from '../users/service.ts';" },
    { filename: at('api/src/modules/forum/repository.ts'), code: "import { isUniqueViolation } from '../../db/constraint-violations.ts';" },
    { filename: at('api/src/modules/noshow/routes.ts'), code: "import { requestSignals } from '../insights/request-signals.ts';" },
    { filename: at('api/src/modules/reviews/reviews.test.ts'), code: "import { createToolRepository } from '../tools/repository.ts';" },
    { filename: at('api/src/services.ts'), code: "import { createFaqRepository } from './modules/faqs/repository.ts';" },
    { filename: at('api/src/modules/route-access.test.ts'), code: "import { toolRoutes } from './tools/routes.ts';" },
  ],
  invalid: [
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { x } from '../../../mf-catalogue/src/x.ts';", errors: [{ messageId: 'otherApp' }] },
    { filename: at('shell/src/app.tsx'), code: "import x from '../../mf-admin/src/pages/users-page.tsx';", errors: [{ messageId: 'otherApp' }] },
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { Link } from 'react-router';", errors: [{ messageId: 'router' }] },
    { filename: at('shared/src/ui/components.tsx'), code: "import { Link } from 'react-router';", errors: [{ messageId: 'router' }] },
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { x } from '../../../api/src/app.ts';", errors: [{ messageId: 'api' }] },
    { filename: at('mf-forum/src/pages/faq-page.tsx'), code: "import { api } from '../../../shared/src/api/api-client.ts';", errors: [{ messageId: 'kitByPath' }] },
    { filename: at('shared/src/ui/components.tsx'), code: "import { x } from '../../../shell/src/x.ts';", errors: [{ messageId: 'kitImportsApp' }] },
    { filename: at('shared/core/src/session.ts'), code: "import { ROLES } from 'shared/contracts';", errors: [{ messageId: 'coreDependsOnKit' }] },
    { filename: at('api/src/app.ts'), code: "import { Button } from 'shared';", errors: [{ messageId: 'apiImportsFrontEnd' }] },
    { filename: at('api/src/app.ts'), code: "import { x } from '../../shared/src/contracts/apps.ts';", errors: [{ messageId: 'kitByPath' }] },
    { filename: at('api/src/app.ts'), code: "export * from '../../mf-forum/src/messages.ts';", errors: [{ messageId: 'apiImportsFrontEnd' }] },
    { filename: at('api/src/modules/providers/service.ts'), code: "import { createUserRepository } from '../users/repository.ts';", errors: [{ messageId: 'otherModuleRepository' }] },
    { filename: at('api/src/modules/tools/service.ts'), code: "import { createProviderRepository } from '../providers/repository.ts';", errors: [{ messageId: 'otherModuleRepository' }] },
    { filename: at('api/src/modules/tools/service.ts'), code: "import { x } from '../insights/figures-repository.ts';", errors: [{ messageId: 'otherModuleRepository' }] },
    { filename: at('api/src/modules/forum/repository.ts'), code: "export { x } from '../reviews/repository.ts';", errors: [{ messageId: 'otherModuleRepository' }] },
    { filename: at('api/src/modules/noshow/routes.ts'), code: "import { insightRoutes } from '../insights/routes.ts';", errors: [{ messageId: 'otherModuleRoutes' }] },
  ],
});
