import neostandard from 'neostandard'

// The style of the Fastify projects (neostandard, with its TypeScript rules), checked by `make test`.
export default [
  ...neostandard({ ts: true, ignores: ['dist/**', 'coverage/**', '.tap/**', '.node/**', 'test/generated/**', 'client/src/schema.d.ts', 'client/index.js'] }),
  {
    rules: {
      // The wire contract and the tables are snake_case (codigo_lancamento_svc, data_vencimento):
      // destructuring them under their own names is clearer than renaming each one.
      camelcase: 'off',
      // TypeBox's idiom gives a schema and its static type one name: `const X = Type.Object(...)`
      // and `type X = Static<typeof X>`.
      '@typescript-eslint/no-redeclare': 'off',
      // `void promise` marks a promise that is deliberately not awaited (fastify's reply methods).
      'no-void': ['error', { allowAsStatement: true }]
    }
  }
]
