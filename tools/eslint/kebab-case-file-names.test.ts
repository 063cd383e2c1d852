import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './kebab-case-file-names.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (p: string) => path.join(process.cwd(), p);
const code = 'export {};';

tester.run('kebab-case-file-names', rule as never, {
  valid: [
    { filename: at('apps/server/src/modules/bids/place-bid.ts'), code },
    { filename: at('apps/server/src/modules/bids/bids.routes.ts'), code },
    { filename: at('apps/server/src/access/route-matrix.table.ts'), code },
    { filename: at('apps/server/src/lib/batches.test.ts'), code },
    { filename: at('e2e/tests/charter-shares.spec.ts'), code },
    { filename: at('apps/web/src/vite-env.d.ts'), code },
    { filename: at('apps/web/postcss.config.cjs'), code },
    { filename: at('apps/web/src/features/bids/components/bid-form.tsx'), code },
    { filename: at('packages/db/src/seed/places.fuzz.test.ts'), code },
  ],
  invalid: [
    { filename: at('apps/server/src/lib/gcTuning.ts'), code, errors: [{ messageId: 'file' }] },
    { filename: at('apps/web/src/features/bids/components/BidForm.tsx'), code, errors: [{ messageId: 'file' }] },
    { filename: at('apps/server/src/lib/gc_tuning.ts'), code, errors: [{ messageId: 'file' }] },
    { filename: at('apps/server/src/modules/bids/bids.Routes.ts'), code, errors: [{ messageId: 'file' }] },
    { filename: at('apps/web/src/features/bidForm/form.tsx'), code, errors: [{ messageId: 'folder' }] },
  ],
});
