/// <reference path="../../node_modules/date-holidays-parser/types/index.d.ts" />
// The package declares its types as an ambient module in "typings", which its "exports" does not name.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type Holidays from 'date-holidays-parser'

/**
 * The holidays a series' due dates avoid (docs/CONTRACT.md section 17), from the maintained
 * `date-holidays` package (its Brazilian data: ISC code, CC BY-SA 3.0 data), never a hand-kept
 * list. `nacional`: the federal holidays and Good Friday; `bancario` adds the banks' own closing
 * days (Carnaval Monday and Tuesday, Corpus Christi: Resolução CMN 4.880), which the package types
 * `bank`.
 */

export const HOLIDAY_CALENDARS = ['nacional', 'bancario'] as const
export type HolidayCalendar = typeof HOLIDAY_CALENDARS[number]

/**
 * `date-holidays` is its data plus `date-holidays-parser`; its own entry point holds every country's
 * rules (about 3.5 MB of heap in every process). The same data file, read once, keeps Brazil's and the
 * names the rules refer to; the rest is garbage as soon as this module has loaded.
 */
function brazilOnly (): object {
  // The package's JSON copy of its data (what its `./data` module holds): a module would stay cached.
  const file = join(dirname(createRequire(import.meta.url).resolve('date-holidays/package.json')), 'data', 'holidays.json')
  const all = JSON.parse(readFileSync(file, 'utf8')) as { version: string, license: string, names: unknown, holidays: { BR: unknown } }
  return { version: all.version, license: all.license, names: all.names, holidays: { BR: all.holidays.BR } }
}

/**
 * Loaded at the first series that asks, not at start: the parser brings moment-timezone with every
 * zone, astronomia and calendars Brazil does not use (4.7 MB of heap, some 8 MB of RSS), which a
 * process that never plans a series would hold for nothing (docs/PERFORMANCE.md, "Memory: the idle
 * process"). Required, so that isHoliday stays synchronous; the package's CommonJS build is the
 * same version as its ES one.
 */
let brazil: Holidays | undefined
function brazilRules (): Holidays {
  if (brazil === undefined) {
    const Parser = (createRequire(import.meta.url)('date-holidays-parser') as { default: typeof Holidays }).default
    brazil = new Parser(brazilOnly(), 'BR')
  }
  return brazil
}

const byYear = new Map<string, ReadonlySet<string>>()

/** The year's holidays as YYYY-MM-DD, computed once per year and calendar, then kept. */
export function holidaysOf (year: number, calendar: HolidayCalendar): ReadonlySet<string> {
  const key = `${calendar} ${year}`
  let set = byYear.get(key)
  if (set === undefined) {
    set = new Set(brazilRules().getHolidays(year)
      // Election days are typed public but are always Sundays: they move no due date, and are not holidays of the contract.
      .filter((holiday) => (holiday.type === 'public' && !holiday.rule.includes('sunday')) || (calendar === 'bancario' && holiday.type === 'bank'))
      .map((holiday) => holiday.date.slice(0, 10)))
    byYear.set(key, set)
  }
  return set
}

/** Whether a YYYY-MM-DD date is a holiday of the calendar. */
export function isHoliday (date: string, calendar: HolidayCalendar): boolean {
  return holidaysOf(Number(date.slice(0, 4)), calendar).has(date)
}
