import path from 'node:path'

import { type Rule, RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

import rule from '../../../eslint-rules/client-boundary.mjs'

/** The linter's rule that keeps browser code away from server-only code (docs/decisions/016-server-only-by-folder.md). */
const clientBoundary = rule as unknown as Rule.RuleModule
RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } })
const component = path.resolve('src/features/content/ui/Probe.tsx')
const operation = path.resolve('src/features/content/operations/probe.ts')
const clientDoor = path.resolve('src/features/content/client.ts')

tester.run('local/client-boundary', clientBoundary, {
  valid: [
    { filename: component, code: `'use client'\nimport { CHROME } from '@/features/content/client'\nexport const x = CHROME` },
    { filename: component, code: `'use client'\nimport type { Payload } from 'payload'\nexport type X = Payload` },
    { filename: component, code: `'use client'\nimport { type Payload } from 'payload'\nexport type X = Payload` },
    { filename: component, code: `'use client'\nimport { toWords } from 'payload/shared'\nexport const x = toWords` },
    { filename: operation, code: `import { getPayload } from 'payload'\nimport fs from 'node:fs'\nexport const x = [getPayload, fs]` },
  ],
  invalid: [
    {
      filename: component,
      code: `'use client'\nimport { logAccess } from '@/features/privacy'\nexport const x = logAccess`,
      errors: [{ message: /server-only code: features\/privacy\/index\.ts\./ }],
    },
    {
      filename: component,
      code: `'use client'\nimport { getPayload } from 'payload'\nexport const x = getPayload`,
      errors: [{ message: /server-only code: payload\./ }],
    },
    {
      // Through the modules in between: a rule that signs a token with Node's crypto.
      filename: component,
      code: `'use client'\nimport { WithdrawInput } from '@/features/privacy/schemas'\nexport const x = WithdrawInput`,
      errors: [{ message: /features\/privacy\/rules\/unsubscribe-token\.ts → node:crypto/ }],
    },
    {
      filename: component,
      code: `'use client'\nexport const load = () => import('@/features/payments')`,
      errors: [{ message: /features\/payments\/index\.ts/ }],
    },
    {
      filename: clientDoor,
      code: `export { signUnsubscribe } from '@/features/privacy'`,
      errors: [{ message: /features\/privacy\/index\.ts/ }],
    },
  ],
})
