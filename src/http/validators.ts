import { hash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.js'
import type { DatabaseHandle } from '../../db/dialect.js'
import { queryShape } from '../../db/query-shapes.js'
import { displayStatus } from '../titulos/status.js'

/**
 * What an answer's validator is made of (docs/CONTRACT.md section 16), read without touching a title row.
 *
 * `changes` counts the company's committed title changes. Every change raises
 * `eventos_sequencias.posicao` by its events in its own transaction, or (on a Galera node) writes
 * them into `eventos_pendentes` there, and the sequencer later moves committed pending events into
 * `eventos` and raises `posicao` by as many, in one transaction (src/eventos/repository.ts). So
 * `posicao + (the company's pending rows)` grows with every commit
 * of a change, in the writer's transaction, and stays put while events are numbered; read by one
 * statement, both terms come from one snapshot. A write that changes nothing writes no event.
 */
export interface Counters {
  changes: number
  /** The highest position purged by retention: it changes the feed's answer (410 for older cursors). */
  purged: number
  /** Moves with every change of the company's categories and counterparties (src/diretorios/repository.ts). */
  directories: number
}

/**
 * One statement of indexed lookups by company, compiled once (db/query-shapes.ts): the validators'
 * whole cost. Run alone (readCounters) or in front of the answer it validates (DatabaseHandle.readTogether).
 */
export const countersStatement = queryShape('validator counters', (db, empresaId: number) => db.selectNoFrom((eb) => {
  const sequence = eb.selectFrom('eventos_sequencias').where('empresa_id', '=', empresaId)
  return [
    sequence.select('posicao').as('posicao'),
    sequence.select('purgado_ate').as('purgado'),
    eb.selectFrom('eventos_pendentes').select((inner) => inner.fn.countAll().as('n')).where('empresa_id', '=', empresaId).as('pendentes'),
    eb.selectFrom('diretorios_versoes').select('versao').where('empresa_id', '=', empresaId).as('diretorios')
  ]
}))

/** The counters from the statement's one row. */
export function countersOf (rows: ReadonlyArray<{ posicao: unknown, purgado: unknown, pendentes: unknown, diretorios: unknown }>): Counters {
  const [row] = rows
  if (row === undefined) throw new Error('the validator counters read no row')
  return {
    changes: Number(row.posicao ?? 0) + Number(row.pendentes ?? 0),
    purged: Number(row.purgado ?? 0),
    directories: Number(row.diretorios ?? 0)
  }
}

export async function readCounters (database: DatabaseHandle, empresaId: number): Promise<Counters> {
  const [rows] = await database.readTogether(countersStatement(database.db, empresaId))
  return countersOf(rows)
}

/**
 * Which answers a route gives, and so what its validator covers:
 * - `titles`: lists, exports and reports of titles: the title changes, the directories (the expense
 *   split and the revenue report read them) and the business date (the derived status);
 * - `feed`: the change feed: its events (the title changes) and what retention purged;
 * - `directories`: the directory lists: the directory counter alone;
 * - `{ title }`: one title, by id or integration code: its version, with the rule of docs/CONTRACT.md section 16 for
 *   a status that moves overnight (see titleIsCurrent).
 */
export type Conditional = 'titles' | 'feed' | 'directories' | { title: 'contas_pagar' | 'contas_receber' }

/** The parts of a request that pick its answer, besides the company's data. */
export interface Question {
  empresaId: number
  /** The route pattern. */
  route: string
  /** Path parameters and validated query, with keys sorted. */
  parameters: string
  /** json or csv (from Accept). */
  representation: string
  /** The business date (clock.today()). */
  today: string
}

/** The weak ETag of a list, report, feed page or directory answer. */
export function answerTag (kind: Exclude<Conditional, { title: string }>, question: Question, counters: Counters): string {
  const parts = [question.empresaId, question.route, question.parameters, question.representation]
  if (kind === 'titles') parts.push(counters.changes, counters.directories, question.today)
  else if (kind === 'feed') parts.push(counters.changes, counters.purged)
  else parts.push(counters.directories)
  // One-shot: half the CPU of a Hash object per answer (0.9 against 1.9 us here).
  return `W/"${hash('sha256', parts.join('\n'), 'base64url').slice(0, 27)}"`
}

/** Sorted keys, so the same parameters in another order are the same question. */
export function normalizedParameters (params: unknown, query: unknown): string {
  const sorted = (value: unknown) => typeof value === 'object' && value !== null
    ? Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
    : []
  return JSON.stringify([sorted(params), sorted(query)])
}

/** The columns of a title its conditional read needs: never its render or its other fields. */
export interface TitleState { versao: number, status: string, data_vencimento: string, atualizado_em: string }

export async function readTitleState (db: Kysely<Database>, table: 'contas_pagar' | 'contas_receber', empresaId: number, by: { id: number } | { codigo: string }): Promise<TitleState | undefined> {
  let query = db.selectFrom(table as 'contas_pagar').select(['versao', 'status', 'data_vencimento', 'atualizado_em']).where('empresa_id', '=', empresaId)
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('codigo_lancamento_integracao', '=', by.codigo)
  return await query.executeTakeFirst()
}

/**
 * docs/CONTRACT.md section 16: a copy of a title taken since its last change is current when the status
 * it had on the business date of that change is today's. The derived status only moves one way with
 * the date (A VENCER, VENCE HOJE, ATRASADO), so equal at both ends means equal in between.
 */
export function titleIsCurrent (state: TitleState, changedOn: string, today: string): boolean {
  return displayStatus(state.status, state.data_vencimento, changedOn) === displayStatus(state.status, state.data_vencimento, today)
}

/** The business date of a UTC instant, in BUSINESS_TZ. */
export function businessDateOf (timeZone: string): (instant: string) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return (instant) => format.format(new Date(instant))
}
