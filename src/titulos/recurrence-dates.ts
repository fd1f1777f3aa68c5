import { WEEKDAYS, type Repetition } from '../../schemas/titulos.js'

/**
 * The due dates of a series' members (docs/CONTRACT.md section 17), as pure functions of
 * YYYY-MM-DD dates: no clock, no time zone, no database. Days are counted as whole days since
 * 1970-01-01 in UTC, where every day has 24 hours.
 */

const DAY_MS = 86_400_000

export function dayNumber (date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS
}

export function dateOfDay (day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf (date: string): number {
  return ((dayNumber(date) + 4) % 7 + 7) % 7
}

export function addDays (date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days)
}

/** Day `dayOfMonth` of the month `months` after the date's month, or that month's last day when it is shorter. */
export function monthlyDate (first: string, dayOfMonth: number, months: number): string {
  const monthIndex = Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) - 1 + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex % 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return dateOfDay(Date.UTC(year, month, Math.min(dayOfMonth, lastDay)) / DAY_MS)
}

/** The `nth` (1, 2, ...) given weekday strictly after the date; the date itself for nth 0. */
export function weeklyDate (first: string, weekday: number, nth: number): string {
  if (nth === 0) return first
  const toFirst = ((weekday - weekdayOf(first)) % 7 + 7) % 7 || 7
  return addDays(first, toFirst + 7 * (nth - 1))
}

/** How many members the repetition makes, the first included. */
export function memberCount (repetition: Repetition): number {
  return (repetition.mensal ?? repetition.semanal ?? repetition.especifico)?.repetir_por ?? 1
}

/** Each member's due date by the rule alone, before any weekend or holiday shift; member 1's is `first`. */
export function scheduledDates (first: string, repetition: Repetition): string[] {
  const { mensal, semanal, especifico } = repetition
  return Array.from({ length: memberCount(repetition) }, (_, offset) => {
    if (offset === 0) return first
    if (mensal !== undefined) return monthlyDate(first, mensal.repetir_todo_dia, offset)
    if (semanal !== undefined) return weeklyDate(first, WEEKDAYS.indexOf(semanal.repetir_dia_semana), offset)
    return addDays(first, offset * (especifico?.repetir_a_cada ?? 1))
  })
}

export type IsHoliday = (date: string) => boolean

export function isBusinessDay (date: string, isHoliday: IsHoliday): boolean {
  const weekday = weekdayOf(date)
  return weekday !== 0 && weekday !== 6 && !isHoliday(date)
}

/** The nearest business day from the date (itself included) going `step` days at a time (1 or -1). */
export function nearestBusinessDay (date: string, step: 1 | -1, isHoliday: IsHoliday): string {
  let day = date
  while (!isBusinessDay(day, isHoliday)) day = addDays(day, step)
  return day
}

/**
 * The members' due dates: the schedule, with members 2..N on a weekend or holiday moved to the
 * previous business day (antecipar) or the next one (postergar). Member 1 is never moved. An
 * antecipated date never goes back before member 1's: a member that would (member 1 due on a
 * weekend, the next member the day after) moves forward instead, so dates never go backwards.
 */
export function memberDueDates (first: string, repetition: Repetition, isHoliday: IsHoliday): string[] {
  const scheduled = scheduledDates(first, repetition)
  const backwards = repetition.antecipar === 'S'
  if (!backwards && repetition.postergar !== 'S') return scheduled
  return scheduled.map((date, offset) => {
    if (offset === 0) return date
    if (!backwards) return nearestBusinessDay(date, 1, isHoliday)
    const earlier = nearestBusinessDay(date, -1, isHoliday)
    return earlier >= first ? earlier : nearestBusinessDay(date, 1, isHoliday)
  })
}
