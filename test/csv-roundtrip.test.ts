import t from 'tap'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { parse } from 'csv-parse/sync'
import { createKey } from '../src/auth/keys.js'
import { build, type TestContext } from './helper.js'
import { runImport } from './import-cli.js'

/**
 * Issue 36 item 4: the CSV of GET /contas-pagar and /contas-receber (Accept: text/csv) imports again
 * unchanged with `npm run import`: generated titles of both kinds (open, partly paid, settled,
 * cancelled; texts with separators, quotes and line breaks) are exported, imported into a fresh
 * company and exported again, and both exports hold the same rows. codigo_lancamento_svc is the
 * service's own id, assigned anew in the other company: it is the one column left out of the comparison.
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')
type Kind = 'contas-pagar' | 'contas-receber'
type Json = Record<string, unknown>

const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'Z', 'ç', 'ã', ' ', ';', ',', '"', '\n', '1', '.', '/', '-'), minLength: 1, maxLength })
  .filter((value) => value.trim() === value)
const cents = fc.integer({ min: 1, max: 99_999_999 })
const date = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }).map((day) => day.toISOString().slice(0, 10))
const settlement = fc.constantFrom('open', 'partial', 'settled', 'cancelled')

/** A title as the batch takes it, in one of the states a title can be in. */
function titleOf (kind: Kind) {
  return fc.record({
    supplier: kind === 'contas-pagar' ? fc.integer({ min: 1, max: 99_999 }) : fc.constantFrom('C-1', '007', 'Cliente; "A"', '42'),
    data_vencimento: date,
    data_previsao: fc.option(date, { nil: undefined }),
    valor: cents,
    paidShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    codigo_categoria: fc.constantFrom('2.01.01', '1.01', 'X-9'),
    numero_documento_fiscal: fc.option(text(20), { nil: undefined }),
    numero_documento: fc.option(text(30), { nil: undefined }),
    observacao: fc.option(text(200), { nil: undefined }),
    state: settlement
  }).map(({ supplier, valor, paidShare, state, ...rest }): Json => {
    const paid = state === 'partial' ? Math.max(1, Math.min(valor - 1, Math.round(valor * paidShare))) : valor
    const settled = state === 'partial' || state === 'settled'
    const status = state === 'cancelled' ? 'CANCELADO' : state === 'settled' ? (kind === 'contas-pagar' ? 'PAGO' : 'LIQUIDADO') : state === 'partial' ? 'PAGTO_PARCIAL' : undefined
    const settlementField = !settled ? {} : kind === 'contas-pagar' ? { valor_pag: paid / 100 } : { recebimento: { valor: paid / 100 } }
    return { ...rest, codigo_cliente_fornecedor: supplier, valor_documento: valor / 100, ...(status === undefined ? {} : { status_titulo: status }), ...settlementField }
  }).filter((title) => !(title.status_titulo === 'PAGTO_PARCIAL' && title.valor_documento === 0.01))
}

async function exported (ctx: TestContext, kind: Kind, key: string): Promise<string> {
  const res = await ctx.request({ method: 'GET', url: `/${kind}`, headers: { accept: 'text/csv' }, key })
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`)
  return res.body
}

/** The rows of an export without codigo_lancamento_svc, in the order of their integration code. */
function rowsOf (csv: string): string[][] {
  const [header = [], ...rows] = parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][]
  const svc = header.indexOf('codigo_lancamento_svc')
  const code = header.indexOf('codigo_lancamento_integracao')
  return [header, ...rows.sort((a, b) => (a[code] ?? '').localeCompare(b[code] ?? ''))].map((row) => row.filter((_cell, i) => i !== svc))
}

for (const kind of ['contas-pagar', 'contas-receber'] as const) {
  t.test(`${kind}: an export imports again unchanged`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
    const dir = mkdtempSync(join(tmpdir(), 'contas-csv-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    let run = 0
    await fc.assert(fc.asyncProperty(fc.array(titleOf(kind), { minLength: 1, maxLength: 25 }), async (titles) => {
      run++
      const source = await createKey(ctx.app.database.db, { company: `origem-${randomBytes(6).toString('hex')}`, name: 'origem', scopes: ['read', 'write'] })
      const target = await createKey(ctx.app.database.db, { company: `destino-${randomBytes(6).toString('hex')}`, name: 'destino', scopes: ['read', 'write'] })
      const itens = titles.map((title, i) => ({ ...title, codigo_lancamento_integracao: `NF-${run}-${i}` }))
      const batch = await ctx.request({ method: 'PUT', url: `/${kind}/lote`, payload: { itens }, key: source })
      const failed = batch.json().data.filter((item: Json) => item.resultado !== 'criado')
      if (failed.length > 0) throw new Error(`the generated titles were refused: ${JSON.stringify(failed[0])}`)

      const first = await exported(ctx, kind, source)
      const file = join(dir, `${kind}-${run}.csv`)
      writeFileSync(file, first)
      const imported = await runImport([kind, file, '--url', url], target)
      if (imported.code !== 0) throw new Error(`import failed (${imported.code}): ${imported.stdout} ${imported.stderr}`)
      t.strictSame(rowsOf(await exported(ctx, kind, target)), rowsOf(first), `run ${run}: the second export holds the first one's rows`)
    }), { numRuns: 2, seed: 36 })
  })
}
