import t from 'tap'
import { ConfigError, loadConfig } from '../src/config.js'
import { holidaysOf } from '../src/titulos/holidays.js'

/**
 * The calendars a series' dates avoid (docs/CONTRACT.md section 17), from the pinned date-holidays
 * package: a snapshot of 2026 and 2027, so an upgrade that changes them is seen here first.
 */

const NATIONAL: Record<number, string[]> = {
  2026: ['2026-01-01', '2026-04-03', '2026-04-21', '2026-05-01', '2026-09-07', '2026-10-12', '2026-11-02', '2026-11-15', '2026-11-20', '2026-12-25'],
  2027: ['2027-01-01', '2027-03-26', '2027-04-21', '2027-05-01', '2027-09-07', '2027-10-12', '2027-11-02', '2027-11-15', '2027-11-20', '2027-12-25']
}
/** Carnaval Monday and Tuesday and Corpus Christi: the banks' own closing days. */
const BANKING_ONLY: Record<number, string[]> = {
  2026: ['2026-02-16', '2026-02-17', '2026-06-04'],
  2027: ['2027-02-08', '2027-02-09', '2027-05-27']
}

for (const year of [2026, 2027]) {
  t.test(`${year}`, async (t) => {
    t.strictSame([...holidaysOf(year, 'nacional')].sort(), NATIONAL[year], 'national: the federal holidays and Good Friday')
    t.strictSame([...holidaysOf(year, 'bancario')].sort(), [...(NATIONAL[year] ?? []), ...(BANKING_ONLY[year] ?? [])].sort(), 'banking: national plus Carnaval and Corpus Christi')
    t.equal(holidaysOf(year, 'nacional'), holidaysOf(year, 'nacional'), 'computed once per year and kept')
  })
}

t.test('Consciência Negra is national from 2024 on', async (t) => {
  t.notOk(holidaysOf(2023, 'nacional').has('2023-11-20'))
  t.ok(holidaysOf(2024, 'nacional').has('2024-11-20'))
})

t.test('FERIADOS picks the calendar at start-up; a bad value stops it', async (t) => {
  t.equal(loadConfig({}).holidays, 'nacional')
  t.equal(loadConfig({ FERIADOS: 'bancario' }).holidays, 'bancario')
  t.throws(() => loadConfig({ FERIADOS: 'municipal' }), new ConfigError('FERIADOS must be one of nacional, bancario (got "municipal")'))
})
