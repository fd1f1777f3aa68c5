import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import type { DatabaseHandle } from '../../db/dialect.js'
import type { HolidayCalendar } from './holidays.js'
import type { TitleKind } from './kinds.js'
import { titleRenderer, titleSerializer, type TitleRenderer } from './render.js'

/** A connection or the transaction of a write: every query function takes one first. */
export type Db = Kysely<Database> | Transaction<Database>

/** What the queries of one kind need besides a connection, built once per kind and app. */
export interface TitleStore {
  kind: TitleKind
  handle: DatabaseHandle
  /** The kind's render cache writer, compiled from its response schema. */
  renderer: TitleRenderer
  /** The business date (BUSINESS_TZ): the derived status of what a write records in the feed. */
  today: () => string
  /** The holidays a series' due dates avoid (FERIADOS). */
  holidays: HolidayCalendar
}

export function titleStore (handle: DatabaseHandle, kind: TitleKind, today: () => string, holidays: HolidayCalendar = 'nacional'): TitleStore {
  return { kind, handle, renderer: titleRenderer(kind, titleSerializer(kind)), today, holidays }
}
