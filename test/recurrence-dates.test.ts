import t from 'tap'
import fc from 'fast-check'
import { WEEKDAYS, type Repetition } from '../schemas/titulos.js'
import { isHoliday } from '../src/titulos/holidays.js'
import { addDays, dayNumber, isBusinessDay, memberDueDates, monthlyDate, scheduledDates, weekdayOf, weeklyDate } from '../src/titulos/recurrence-dates.js'

/** The date rules of a series (docs/CONTRACT.md section 17), as pure functions: examples, then properties. */

const national = (date: string) => isHoliday(date, 'nacional')

t.test('mensal: the day of the month, clamped to a shorter month', async (t) => {
  t.equal(monthlyDate('2026-01-31', 31, 1), '2026-02-28')
  t.equal(monthlyDate('2027-12-31', 31, 2), '2028-02-29', 'a leap year')
  t.equal(monthlyDate('2026-03-31', 31, 1), '2026-04-30')
  t.equal(monthlyDate('2026-01-15', 5, 1), '2026-02-05', 'the day of repetir_todo_dia, not of the first date')
  t.equal(monthlyDate('2026-11-10', 10, 2), '2027-01-10', 'across the year')
  t.strictSame(scheduledDates('2026-01-31', { mensal: { repetir_todo_dia: 30, repetir_por: 4 } }), ['2026-01-31', '2026-02-28', '2026-03-30', '2026-04-30'])
})

t.test('semanal: the k-th weekday strictly after the first date', async (t) => {
  // 2026-11-27 is a Friday.
  t.equal(weekdayOf('2026-11-27'), 5)
  t.equal(weeklyDate('2026-11-27', 5, 1), '2026-12-04', 'the same weekday: the next week, never the day itself')
  t.equal(weeklyDate('2026-11-27', 1, 1), '2026-11-30')
  t.equal(weeklyDate('2026-11-27', 6, 2), '2026-12-05')
  t.strictSame(scheduledDates('2026-11-27', { semanal: { repetir_dia_semana: 'segunda', repetir_por: 3 } }), ['2026-11-27', '2026-11-30', '2026-12-07'])
})

t.test('especifico: every N days', async (t) => {
  t.strictSame(scheduledDates('2026-12-25', { especifico: { repetir_a_cada: 10, repetir_por: 4 } }), ['2026-12-25', '2027-01-04', '2027-01-14', '2027-01-24'])
})

t.test('antecipar and postergar move members 2..N off weekends and holidays; member 1 stays', async (t) => {
  const rule = { mensal: { repetir_todo_dia: 7, repetir_por: 3 } }
  // 2026-09-07 (Independência) is a Monday; 2026-10-07 a Wednesday.
  t.strictSame(memberDueDates('2026-08-07', { ...rule, postergar: 'S' }, national), ['2026-08-07', '2026-09-08', '2026-10-07'])
  t.strictSame(memberDueDates('2026-08-07', { ...rule, antecipar: 'S' }, national), ['2026-08-07', '2026-09-04', '2026-10-07'])
  t.strictSame(memberDueDates('2026-08-07', rule, national), ['2026-08-07', '2026-09-07', '2026-10-07'], 'neither: the date stays')
  // Member 1 on a Saturday stays; member 2 on the Sunday after cannot go back before it: it moves forward.
  t.strictSame(memberDueDates('2026-11-28', { antecipar: 'S', especifico: { repetir_a_cada: 1, repetir_por: 3 } }, national), ['2026-11-28', '2026-11-30', '2026-11-30'])
})

const date = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2150-12-31') }).map((day) => addDays('1970-01-01', day))
const count = fc.integer({ min: 2, max: 120 })
const rule: fc.Arbitrary<Repetition> = fc.oneof(
  fc.record({ mensal: fc.record({ repetir_todo_dia: fc.integer({ min: 1, max: 31 }), repetir_por: count }) }),
  fc.record({ semanal: fc.record({ repetir_dia_semana: fc.constantFrom(...WEEKDAYS), repetir_por: count }) }),
  fc.record({ especifico: fc.record({ repetir_a_cada: fc.integer({ min: 1, max: 366 }), repetir_por: count }) })
)
const shift = fc.constantFrom({ antecipar: 'S' as const }, { postergar: 'S' as const })

t.test('properties of any series', async (t) => {
  fc.assert(fc.property(date, rule, shift, (first, repetition, direction) => {
    const dates = memberDueDates(first, { ...repetition, ...direction }, national)
    const scheduled = scheduledDates(first, repetition)
    return dates.length === scheduled.length &&
      dates[0] === first &&
      dates.slice(1).every((day) => isBusinessDay(day, national)) &&
      dates.every((day, index) => index === 0 || day >= (dates[index - 1] as string))
  }), { numRuns: 300 })
  t.pass('shifted: member 1 as sent, the rest on business days, never going backwards')

  fc.assert(fc.property(date, rule, (first, repetition) => {
    const dates = scheduledDates(first, repetition)
    return dates.every((day, index) => index === 0 || day > (dates[index - 1] as string))
  }), { numRuns: 300 })
  t.pass('unshifted: strictly increasing')

  fc.assert(fc.property(date, fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 119 }), (first, day, months) => {
    const result = monthlyDate(first, day, months)
    const monthsApart = (Number(result.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(result.slice(5, 7)) - Number(first.slice(5, 7))
    const next = addDays(result, 1)
    return monthsApart === months && (Number(result.slice(8)) === day || (Number(result.slice(8)) < day && next.slice(5, 7) !== result.slice(5, 7)))
  }), { numRuns: 300 })
  t.pass('mensal: k-1 months on, the asked day or the month\'s last')

  fc.assert(fc.property(date, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 119 }), (first, weekday, nth) => {
    const result = weeklyDate(first, weekday, nth)
    const days = dayNumber(result) - dayNumber(first)
    return weekdayOf(result) === weekday && days > 7 * (nth - 1) && days <= 7 * nth
  }), { numRuns: 300 })
  t.pass('semanal: the nth such weekday strictly after the first date')

  fc.assert(fc.property(date, fc.integer({ min: 1, max: 366 }), count, (first, every, total) => {
    const dates = scheduledDates(first, { especifico: { repetir_a_cada: every, repetir_por: total } })
    return dates.every((day, index) => dayNumber(day) - dayNumber(first) === index * every)
  }), { numRuns: 300 })
  t.pass('especifico: every N days')
})
