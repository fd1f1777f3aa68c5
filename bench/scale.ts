import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { PAYABLE } from '../src/titulos/kinds.js'
import { filtered } from '../src/titulos/read-model.js'
import { titleStore } from '../src/titulos/store.js'
import { encodeCursor } from '../src/titulos/cursor.js'
import { dateOf, serviceNodeArgs } from './data.js'

/**
 * Latency of typical requests on a large seeded database (see seed.ts), one client at a time, so
 * the figures are the cost of one request and not of a queue.
 * Usage: DATABASE_URL=mysql://.../db node dist/bench/scale.js <token> [samples=200]
 */

const PORT = 3903

function rssMb (pid: number, field = 'VmRSS'): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
}

async function timed (url: string, token: string, samples: number): Promise<{ p50: number, p99: number, bytes: number, records: number }> {
  const times: number[] = []
  let bytes = 0
  let records = 0
  for (let i = 0; i < samples + 10; i++) {
    const started = process.hrtime.bigint()
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    const body = await res.text()
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`)
    // The first requests warm caches and JIT; they are not counted.
    if (i >= 10) times.push(Number(process.hrtime.bigint() - started) / 1e6)
    bytes = body.length
    records = (JSON.parse(body) as { total_registros: number }).total_registros
  }
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(times.length * 0.5)] as number, p99: times[Math.floor(times.length * 0.99)] as number, bytes, records }
}

async function main (): Promise<void> {
  const [token, samplesText = '200'] = process.argv.slice(2)
  if (token === undefined) throw new Error('usage: scale.js <token> [samples]')
  const samples = Number(samplesText)
  const handle = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL), { poolSize: 1 })
  const empresa = await handle.db.selectFrom('api_keys').select('empresa_id').where('nome', '=', 'seed').orderBy('id', 'desc').executeTakeFirstOrThrow()
  const counts = await handle.db.selectFrom('contas_pagar').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresa.empresa_id).executeTakeFirstOrThrow()
  const last = await handle.db.selectFrom('contas_pagar').select(['id', 'data_vencimento']).where('empresa_id', '=', empresa.empresa_id)
    .orderBy('data_vencimento', 'desc').orderBy('id', 'desc').offset(150).limit(1).executeTakeFirstOrThrow()

  const service = spawn('node', serviceNodeArgs(), { env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' }, stdio: ['ignore', 'ignore', 'inherit'] })
  try {
    const base = `http://127.0.0.1:${PORT}`
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(`${base}/health`)).ok) break } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const week = `data_vencimento_de=${dateOf(100)}&data_vencimento_ate=${dateOf(106)}`
    const cases: Array<[string, string]> = [
      ['one-week window + status PAGO (whole set)', `/contas-pagar?${week}&status_titulo=PAGO`],
      ['one-week window + status ATRASADO, first page of 100', `/contas-pagar?${week}&status_titulo=ATRASADO&limite=100`],
      ['one-week window + status EM ABERTO, first page of 100', `/contas-pagar?${week}&status_titulo=EM%20ABERTO&limite=100`],
      ['keyset: first page of 100, no filter', '/contas-pagar?limite=100'],
      ['keyset: last page of 100, no filter', `/contas-pagar?limite=100&cursor=${encodeCursor({ order: 'data_vencimento', dataVencimento: last.data_vencimento, id: last.id })}`],
      ['revenue report, one month', `/contas-receber/receitas?data_de=${dateOf(100)}&data_ate=${dateOf(130)}`],
      ['despesas, one-week window', `/contas-pagar/despesas?${week}`]
    ]
    process.stdout.write(`Scale: ${counts.n} payables of one company, ${samples} sequential requests per case\n\n| case | records | KB | p50 ms | p99 ms |\n|---|---|---|---|---|\n`)
    for (const [name, path] of cases) {
      const result = await timed(base + path, token, samples)
      process.stdout.write(`| ${name} | ${result.records} | ${Math.round(result.bytes / 1024)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} |\n`)
    }

    // The whole company in one streamed response: memory must stay flat however many titles there are.
    const exportStarted = process.hrtime.bigint()
    const exported = await fetch(`${base}/contas-pagar`, { headers: { authorization: `Bearer ${token}` } })
    let firstByteMs = -1
    let exportedBytes = 0
    let peakRssMb = 0
    for await (const chunk of exported.body as unknown as AsyncIterable<Uint8Array>) {
      if (firstByteMs < 0) firstByteMs = Number(process.hrtime.bigint() - exportStarted) / 1e6
      exportedBytes += chunk.length
      if ((exportedBytes & 0xfffff) < chunk.length) peakRssMb = Math.max(peakRssMb, rssMb(service.pid as number))
    }
    const exportMs = Number(process.hrtime.bigint() - exportStarted) / 1e6
    process.stdout.write(`\nExport of all ${counts.n} payables (no limite): first byte ${firstByteMs.toFixed(1)} ms, ` +
      `${(exportedBytes / 1e9).toFixed(2)} GB in ${(exportMs / 1000).toFixed(1)} s, service peak RSS ${peakRssMb.toFixed(0)} MB (VmHWM ${rssMb(service.pid as number, 'VmHWM').toFixed(0)} MB)\n`)

    process.stdout.write('\nEXPLAIN of the list query per filter combination (MariaDB):\n\n| filters | key | rows | type |\n|---|---|---|---|\n')
    const statuses = [undefined, 'EM ABERTO', 'ATRASADO', 'PAGO'] as const
    const dateFilters = [{}, { data_vencimento_de: dateOf(100), data_vencimento_ate: dateOf(106) }, { data_previsao_de: dateOf(100), data_previsao_ate: dateOf(106) },
      { data_vencimento_de: dateOf(100), data_vencimento_ate: dateOf(106), data_previsao_de: dateOf(100), data_previsao_ate: dateOf(130) }]
    for (const dates of dateFilters) {
      for (const status of statuses) {
        const filters = { ...dates, ...(status === undefined ? {} : { status_titulo: [status] }) }
        const explained = await filtered(handle.db, titleStore(handle, PAYABLE, () => '2026-11-22'), { empresaId: empresa.empresa_id, filters, today: '2026-11-22' })
          .select('t.id').orderBy('t.data_vencimento').orderBy('t.id').limit(101).explain<{ key: string | null, rows: number, type: string }>()
        const row = explained[0]
        process.stdout.write(`| ${Object.entries(filters).map(([key, value]) => key === 'status_titulo' ? `status_titulo=${value}` : key).join(', ') || '(none)'} | ${row?.key} | ${row?.rows} | ${row?.type} |\n`)
      }
    }
  } finally {
    service.kill('SIGTERM')
    await handle.db.destroy()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`scale: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
