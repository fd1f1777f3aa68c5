import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createConnection } from 'mysql2/promise'
import { writeCnab240, type Cnab240Input } from '../src/conciliacao/cnab240-writer.js'
import { fullReceivable, serviceNodeArgs, waitFor } from './data.js'
import { freePort } from './free-port.js'

/**
 * Bank reconciliation against the goals of issue 34, on MariaDB, in one run (docs/PERFORMANCE.md,
 * "Bank reconciliation"):
 * - titles/s of batch upserts (PUT /contas-receber/lote, 500 new open receivables per request, one
 *   request at a time) against a CNAB 240 return file that pays 10,000 of them in one request
 *   (goal: the file at >= 0.5 of the batches);
 * - the service's peak RSS while it imports a file of about 10 MB, on a fresh process, against that
 *   process idle (goal: under idle + 3x the file): a CNAB 240 file (some 20,000 liquidations, each
 *   paying a title), then an OFX statement (some 60,000 credits, each naming the title it pays).
 * Environment: MYSQL_URL (mysql://root@127.0.0.1:3306), BENCH_SETTLE (10000), BENCH_FILE_MB (10),
 * BENCH_OFX_MB (10; 0 leaves the OFX statement out; BENCH_FILE_MB=0 leaves the CNAB file out of the memory part), BENCH_PART (all, or throughput or memory
 * alone), BENCH_WARM (set: before each 10 MB file, the fresh process imports a small file of the
 * same format paying 500 titles, and idle is read after it: a process that has imported before),
 * BENCH_LOG (set: the service logs to stdout), BENCH_TIMELINE (set: the service's RSS over idle every
 * 50 ms of each 10 MB import, printed after it).
 */

const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')
const SETTLE = Number(process.env.BENCH_SETTLE ?? 10_000)
const FILE_BYTES = Number(process.env.BENCH_FILE_MB ?? 10) * 1_000_000
const OFX_BYTES = Number(process.env.BENCH_OFX_MB ?? 10) * 1_000_000
const PART = process.env.BENCH_PART ?? 'all'
const WARM = process.env.BENCH_WARM !== undefined && process.env.BENCH_WARM !== ''
const WARM_TITLES = 500
/** BENCH_TIMELINE set: the service's RSS over idle every 50 ms of the import, printed after it. */
const TIMELINE = process.env.BENCH_TIMELINE !== undefined && process.env.BENCH_TIMELINE !== ''
if (!['all', 'throughput', 'memory'].includes(PART)) throw new Error(`BENCH_PART: all, throughput or memory, not ${PART}`)
const PORT = await freePort()
const BATCH = 500
/** Two 240-character lines and their CR LF per detail (segments T and U). */
const DETAIL_BYTES = 2 * 242

const log = (line: string): void => { process.stderr.write(`${new Date().toISOString()} ${line}\n`) }
const fmt = (value: number, digits = 0): string => value.toFixed(digits)

/** An open receivable (the bench data's, without its settlement) whose boleto's nosso número is `i`. */
function openReceivable (i: number): Record<string, unknown> {
  const { recebimento: _paid, ...title } = fullReceivable(i)
  return { ...title, status_titulo: 'EM ABERTO' }
}

const valueCents = (i: number): number => Math.round(Number(openReceivable(i).valor_documento) * 100)

function returnFile (from: number, count: number, nsa: number): Buffer {
  const detalhes: Cnab240Input['detalhes'] = Array.from({ length: count }, (_, k) => ({
    codigoMovimento: '06', nossoNumero: String(from + k).padStart(20, '0'), valorPagoCents: valueCents(from + k), valorNominalCents: valueCents(from + k), dataOcorrencia: '2026-03-09', dataCredito: '2026-03-10'
  }))
  return Buffer.from(writeCnab240({ banco: '341', empresaDocumento: '12345678000195', nsa, dataGeracao: '2026-03-10', detalhes }), 'latin1')
}

/** One credit of an OFX 1.x statement as Brazilian banks write it (a tag a line, comma decimals), paying receivable `i` by its numero_documento. */
function ofxCredit (i: number): string {
  const cents = valueCents(i)
  return ['<STMTTRN>', '<TRNTYPE>CREDIT', '<DTPOSTED>20260309100000[-3:BRT]', `<TRNAMT>${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`,
    `<FITID>${String(i).padStart(12, '0')}`, `<MEMO>PIX RECEBIDO REC-${i}`, '</STMTTRN>', ''].join('\r\n')
}

function statement (from: number, count: number): Buffer {
  const head = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
    '<OFX>', '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260310080000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>0341<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>', '<BANKTRANLIST><DTSTART>20260301<DTEND>20260310', ''].join('\r\n')
  const credits = Array.from({ length: count }, (_, k) => ofxCredit(from + k)).join('')
  return Buffer.from(`${head}${credits}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\r\n`, 'latin1')
}

/** User and system CPU of process `pid` so far, in seconds (clock ticks of 10 ms). */
function cpuSeconds (pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function statusMb (pid: number, field: 'VmRSS' | 'VmHWM'): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
}

async function main (): Promise<void> {
  const database = `contas_bench_conciliacao_${process.pid}`
  const admin = await createConnection(MYSQL_URL)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  const env = { ...process.env, DATABASE_URL: `${MYSQL_URL}/${database}`, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', PORT: String(PORT), ARQUIVO_MAX_BYTES: String(Math.max(FILE_BYTES, OFX_BYTES) + 1_000_000) }
  let service: ChildProcess | undefined
  const start = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, serviceNodeArgs(), { env, stdio: ['ignore', process.env.BENCH_LOG === undefined ? 'ignore' : 'inherit', 'inherit'] })
    await waitFor(`http://127.0.0.1:${PORT}/health`, child)
    return child
  }
  const stop = async (child: ChildProcess): Promise<void> => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  const rows: string[] = []
  try {
    service = await start()
    const token = spawnSync(process.execPath, ['dist/src/cli/keys.js', 'create', '--company', 'bench', '--scopes', 'read,write', '--name', 'bench'], { env }).stdout.toString().trim()
    const headers = { authorization: `Bearer ${token}` }
    const batches = async (from: number, count: number): Promise<number> => {
      const started = performance.now()
      for (let at = from; at < from + count; at += BATCH) {
        const itens = Array.from({ length: Math.min(BATCH, from + count - at) }, (_, k) => openReceivable(at + k))
        const res = await fetch(`http://127.0.0.1:${PORT}/contas-receber/lote`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ itens }) })
        const body = await res.json() as { data: Array<{ resultado: string }> }
        if (res.status !== 200 || body.data.some((item) => item.resultado !== 'criado')) throw new Error(`batch at ${at}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
      }
      return performance.now() - started
    }
    const importFile = async (file: Buffer, settles: number): Promise<{ ms: number, totals: Record<string, number> }> => {
      const started = performance.now()
      const res = await fetch(`http://127.0.0.1:${PORT}/conciliacao/arquivos`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: new Blob([new Uint8Array(file)]) })
      const body = await res.json() as { data: { totais: Record<string, number>, itens: unknown[] } }
      if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
      const { totais } = body.data
      if (totais.baixados !== settles || body.data.itens.length !== totais.linhas) throw new Error(`import: ${settles} should settle, got ${JSON.stringify(totais)} and ${body.data.itens.length} items`)
      return { ms: performance.now() - started, totals: totais }
    }
    /** Peak RSS over idle while a fresh service (or one that imported `warm` first) imports `file`. */
    const peakOf = async (what: string, file: Buffer, settles: number, warm?: Buffer): Promise<void> => {
      if (service !== undefined) await stop(service)
      service = await start()
      const pid = service.pid as number
      if (warm !== undefined) await importFile(warm, WARM_TITLES)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const idle = statusMb(pid, 'VmRSS')
      writeFileSync(`/proc/${pid}/clear_refs`, '5')
      const cpuBefore = cpuSeconds(pid)
      // When the peak comes (sampled every 50 ms): in the first 3 s, while the body arrives and the
      // file is judged, or later, while it is imported.
      const sentAt = performance.now()
      let sampled = { mb: 0, ms: 0 }
      let early = 0
      const timeline: string[] = []
      const sampler = setInterval(() => {
        const mb = statusMb(pid, 'VmRSS')
        const ms = performance.now() - sentAt
        if (ms < 3000) early = Math.max(early, mb)
        if (TIMELINE) timeline.push(`${fmt(ms / 1000, 1)}:${fmt(mb - idle)}`)
        if (mb > sampled.mb) sampled = { mb, ms }
      }, 50)
      const imported = await importFile(file, settles).finally(() => { clearInterval(sampler) })
      const cpu = cpuSeconds(pid) - cpuBefore
      if (TIMELINE) log(`RSS over idle (s:MB) ${timeline.join(' ')}`)
      const peak = statusMb(pid, 'VmHWM')
      const fileMb = file.length / 1024 / 1024
      log(`${warm === undefined ? 'fresh service' : 'service warmed by a small import'}: ${fmt(idle)} MB RSS idle; importing ${what} of ${fmt(fileMb, 1)} MiB (${settles} settling) took ${fmt(imported.ms)} ms (service CPU ${fmt(cpu, 1)} s), peak RSS ${fmt(peak)} MB = idle + ${fmt(peak - idle, 1)} MB (sampled: ${fmt(sampled.mb)} MB at ${fmt(sampled.ms / 1000, 1)} s; in the first 3 s, idle + ${fmt(early - idle, 1)} MB)`)
      rows.push(`| idle service RSS (${warm === undefined ? 'fresh process' : 'after a small import'}) | ${fmt(idle)} MB | |`,
        `| peak RSS importing ${what} of ${fmt(fileMb, 1)} MiB (${settles} settling, ${fmt(imported.ms)} ms) | ${fmt(peak)} MB (idle + ${fmt(peak - idle)} MB = ${fmt((peak - idle) / fileMb, 1)}x the file) | < idle + 3x the file (${fmt(idle + 3 * fileMb)} MB) |`)
    }

    let next = 1 // From 1: nosso número 0 is no number once its leading zeros are ignored.
    if (PART !== 'memory') {
      const batchMs = await batches(next, SETTLE)
      const batchRate = SETTLE / batchMs * 1000
      log(`batch upserts: ${SETTLE} receivables in ${SETTLE / BATCH} requests, ${fmt(batchMs)} ms: ${fmt(batchRate)} titles/s`)
      const file = returnFile(next, SETTLE, 1)
      const settled = await importFile(file, SETTLE)
      const fileRate = SETTLE / settled.ms * 1000
      log(`return file of ${file.length} bytes paying ${SETTLE}: ${fmt(settled.ms)} ms, ${fmt(fileRate)} titles/s (${JSON.stringify(settled.totals)})`)
      rows.push(`| batch upsert, ${SETTLE} new receivables in requests of ${BATCH} | ${fmt(batchRate)} titles/s | |`,
        `| CNAB 240 file paying ${SETTLE} receivables, one request | ${fmt(fileRate)} titles/s (${fmt(settled.ms)} ms) | |`,
        `| file / batch | ${fmt(fileRate / batchRate, 2)} | >= 0.5 |`)
      next += SETTLE
    }
    if (PART !== 'throughput') {
      /** A small file of the same format paying the next WARM_TITLES titles, when BENCH_WARM asks for one. */
      const warmUp = async (make: (from: number, count: number) => Buffer): Promise<Buffer | undefined> => {
        if (!WARM) return undefined
        await batches(next, WARM_TITLES)
        const warm = make(next, WARM_TITLES)
        next += WARM_TITLES
        return warm
      }
      if (FILE_BYTES > 0) {
        const warmCnab = await warmUp((from, count) => returnFile(from, count, 3))
        const big = Math.floor(FILE_BYTES / DETAIL_BYTES)
        await batches(next, big)
        const bigFile = returnFile(next, big, 2)
        next += big
        log(`${big} more receivables for a return file of ${fmt(bigFile.length / 1e6, 1)} MB`)
        await peakOf('a CNAB 240 file', bigFile, big, warmCnab)
      }
      if (OFX_BYTES > 0) {
        const warmOfx = await warmUp(statement)
        const credits = Math.floor(OFX_BYTES / Buffer.byteLength(ofxCredit(next)))
        await batches(next, credits)
        const ofx = statement(next, credits)
        next += credits
        log(`${credits} more receivables for an OFX statement of ${fmt(ofx.length / 1e6, 1)} MB`)
        await peakOf('an OFX statement', ofx, credits, warmOfx)
      }
    }
    process.stdout.write(['| measure | figure | goal |', '|---|---|---|', ...rows, ''].join('\n'))
  } finally {
    if (service !== undefined && service.exitCode === null) await stop(service)
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
