/**
 * ISO 8601 weeks (Monday to Sunday, numbered by the year their Thursday falls in) over calendar dates
 * YYYY-MM-DD. Dates are handled as UTC day numbers, so no time zone or daylight saving change moves a
 * title into another week.
 */

const DAY_MS = 86_400_000

export interface Week {
  /** ISO week, e.g. "2026-W10". */
  key: string
  /** The week's days within the period: the first and last weeks are cut at its ends. */
  start: string
  end: string
}

export function dayNumber (date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, day) / DAY_MS
}

export function dateOf (day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

function mondayOf (day: number): number {
  return day - (new Date(day * DAY_MS).getUTCDay() + 6) % 7
}

/** The ISO week of a date, e.g. "2026-03-01" -> "2026-W09". */
export function isoWeekOf (date: string): string {
  const thursday = mondayOf(dayNumber(date)) + 3
  const year = new Date(thursday * DAY_MS).getUTCFullYear()
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** Every week that meets the period [from, to], in order, each cut to the period. */
export function weeksOf (from: string, to: string): Week[] {
  const first = dayNumber(from)
  const last = dayNumber(to)
  const weeks: Week[] = []
  for (let monday = mondayOf(first); monday <= last; monday += 7) {
    weeks.push({ key: isoWeekOf(dateOf(monday)), start: dateOf(Math.max(monday, first)), end: dateOf(Math.min(monday + 6, last)) })
  }
  return weeks
}

/** "2026-03-02" -> "02/03/2026", as dates are written in Brazil. */
export function formatDate (date: string): string {
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year}`
}
