import Holidays from 'date-holidays'

/**
 * The holidays a series' due dates avoid (docs/CONTRACT.md section 17), from the maintained
 * `date-holidays` package (its Brazilian data: ISC code, CC BY-SA 3.0 data), never a hand-kept
 * list. `nacional`: the federal holidays and Good Friday; `bancario` adds the banks' own closing
 * days (Carnaval Monday and Tuesday, Corpus Christi: Resolução CMN 4.880), which the package types
 * `bank`.
 */

export const HOLIDAY_CALENDARS = ['nacional', 'bancario'] as const
export type HolidayCalendar = typeof HOLIDAY_CALENDARS[number]

const brazil = new Holidays('BR')
const byYear = new Map<string, ReadonlySet<string>>()

/** The year's holidays as YYYY-MM-DD, computed once per year and calendar, then kept. */
export function holidaysOf (year: number, calendar: HolidayCalendar): ReadonlySet<string> {
  const key = `${calendar} ${year}`
  let set = byYear.get(key)
  if (set === undefined) {
    set = new Set(brazil.getHolidays(year)
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
