import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-cross-feature-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const root = process.cwd();
const web = (p: string) => path.join(root, 'apps/web/src', p);
const server = (p: string) => path.join(root, 'apps/server/src', p);

tester.run('no-cross-feature-imports', rule as never, {
  valid: [
    { filename: web('features/auth/components/login-form.tsx'), code: "import { x } from '../api/login';" },
    { filename: web('features/auth/components/login-form.tsx'), code: "import { Button } from '../../../components/ui/button';" },
    { filename: web('routes/home.tsx'), code: "import a from '../features/auth/api'; import b from '../features/account/api';" },
    { filename: server('modules/auth/auth.routes.ts'), code: "import { x } from '../../lib/result.js';" },
    { filename: server('modules/bids/bid-read.repository.ts'), code: "import { x } from '../../domain/bids/bid-sectors-sql.js';" },
    { filename: server('domain/shares/sector-shares.ts'), code: "import { x } from '../../lib/timeline.js';" },
  ],
  invalid: [
    {
      filename: web('features/auth/components/login-form.tsx'),
      code: "import { x } from '../../account/api/me';",
      errors: [{ messageId: 'cross' }],
    },
    { filename: web('features/auth/hooks/a.ts'), code: "import { x } from '@/features/account/api';", errors: [{ messageId: 'cross' }] },
    {
      filename: server('modules/auth/auth.service.ts'),
      code: "import { x } from '../accounts/accounts.repository.js';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: server('domain/shares/sector-shares.ts'),
      code: "import { x } from '../../modules/charter-shares/charter-shares.repository.js';",
      errors: [{ messageId: 'domainToModule' }],
    },
  ],
});
