import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import type { EventType } from '../../schemas/eventos.js'
import { errors } from '../errors.js'
import { appendEvents, type NewEvent } from '../eventos/repository.js'
import type { WriteContext } from '../writes/context.js'
import type { StoredTitle } from './model.js'
import { deleteTitle, findTitle, insertTitle, insertTitles, saveColumns, saveSettlementState, saveSettlementStates, saveStatus } from './repository.js'
import { matchesVersion } from './rules.js'
import type { TitleStore } from './store.js'

/**
 * The one commit of a title: render it once, save it with that render, record its feed event
 * (docs/CONTRACT.md section 12). Every write of a title ends here, inside the transaction the
 * write path (src/writes/pipeline.ts) opened.
 */

/** One write of one kind: its transaction, the kind's store, and who writes when. */
export interface TitleWrite {
  trx: Transaction<Database>
  store: TitleStore
  context: WriteContext
  /**
   * Where commits put their events when the write appends them itself, in an order of its own
   * (a batch); without it each commit appends its event at once.
   */
  events?: NewEvent[]
}

/** Which statement saves the change: the columns that change, and nothing more. */
export type TitleSave =
  | 'insert'
  /** Every column of the record; `+split` when the category split's rows change too. */
  | 'columns' | 'columns+split'
  /** The settlement sums, the latest settlement and the status. */
  | 'settlement'
  /** Status and cancellation reason. */
  | 'status'
  | 'delete'

export interface TitleChange { tipo: EventType, title: StoredTitle, save: TitleSave }

/** The title to change, locked until the transaction ends: 404 when absent, 412 when If-Match names another version. */
export async function lockedTitle ({ trx, store, context }: TitleWrite, id: number): Promise<StoredTitle> {
  const title = await findTitle(trx, store, { empresaId: context.empresaId, id, forUpdate: true })
  if (title === undefined) throw errors.titleNotFound(store.kind.label, id)
  checkIfMatch(context, title.versao)
  return title
}

/** 412 when the client's If-Match names another version. */
export function checkIfMatch (context: WriteContext, versao: number): void {
  if (context.ifMatch !== undefined && !matchesVersion(context.ifMatch, versao)) throw errors.versionMismatch(versao)
}

/** Commits one change; returns the title as saved (with its id, when it was inserted). */
export async function commitTitle (write: TitleWrite, change: TitleChange): Promise<StoredTitle> {
  return (await commitTitles(write, [change]))[0] as StoredTitle
}

/**
 * Commits changes of one kind together: several new titles are inserted by one statement (they
 * carry integration codes or series places, by which their ids are read back), and their events
 * by one more.
 */
export async function commitTitles (write: TitleWrite, changes: readonly TitleChange[]): Promise<StoredTitle[]> {
  const { store, context } = write
  const renders = changes.map(({ title, save }) => save === 'delete' ? null : store.renderer.render(title))
  const saved = await saveAll(write, changes, renders)
  const events = saved.map((title, index) => eventOf(store, context, (changes[index] as TitleChange).tipo, title, renders[index] ?? null))
  if (write.events !== undefined) write.events.push(...events)
  else await appendEvents(write.trx, events)
  return saved
}

async function saveAll ({ trx, store, context: { empresaId } }: TitleWrite, changes: readonly TitleChange[], renders: ReadonlyArray<Buffer | null>): Promise<StoredTitle[]> {
  // Several new titles go in together when their ids can be read back: by integration code, or by series and indice.
  const together = changes.length > 1 && changes.every((change) => change.save === 'insert') &&
    (changes.every(({ title }) => title.serie !== null) || changes.every(({ title }) => title.codigo_lancamento_integracao !== null))
  if (together) {
    const titles = changes.map(({ title }, index) => ({ title, render: renders[index] ?? null, empresaId }))
    const ids = await insertTitles(trx, store, { empresaId, titles })
    return titles.map(({ title }, index) => ({ ...title, id: ids[index] as number }))
  }
  if (changes.length > 1 && changes.every((change) => change.save === 'settlement')) {
    await saveSettlementStates(trx, store, changes.map(({ title }, index) => ({ empresaId, title, render: renders[index] ?? null })))
    return changes.map(({ title }) => title)
  }
  const saved: StoredTitle[] = []
  for (const [index, { title, save }] of changes.entries()) {
    const state = { empresaId, title, render: renders[index] ?? null }
    switch (save) {
      case 'insert': saved.push({ ...title, id: await insertTitle(trx, store, state) }); continue
      case 'columns':
      case 'columns+split': await saveColumns(trx, store, { ...state, splitChanged: save === 'columns+split' }); break
      case 'settlement': await saveSettlementState(trx, store, state); break
      case 'status': await saveStatus(trx, store, state); break
      case 'delete': await deleteTitle(trx, store, { empresaId, id: title.id }); break
    }
    saved.push(title)
  }
  return saved
}

/** The feed event of a change: the title after it, as the API shows it today (null once deleted). */
function eventOf ({ kind, renderer, today }: TitleStore, context: WriteContext, tipo: EventType, title: StoredTitle, render: Buffer | null): NewEvent {
  return {
    empresa_id: context.empresaId,
    tipo,
    recurso: kind.resource,
    titulo_id: title.id,
    codigo_lancamento_integracao: title.codigo_lancamento_integracao,
    versao: title.versao,
    ocorrido_em: context.stamp.at,
    dados: render === null ? null : renderer.json(title, render, today())
  }
}
