import t from 'tap'
import { keptRecipe, recipeOf, sentBody, storedBody } from '../src/webhooks/message.js'

/** The message in flight is kept gzipped (docs/CONTRACT.md section 15): every retry must still send the very bytes of the first attempt. */

const message = Buffer.from(JSON.stringify({ type: 'eventos', timestamp: '2026-11-25T12:00:00.000Z', data: { eventos: Array.from({ length: 100 }, (_, i) => ({ posicao: i + 1, tipo: 'criado', dados: { valor_documento: 150.25, observacao: 'Ação ✓' } })), proximo_cursor: '100' } }))

t.test('a kept body gives back the same bytes, in a fraction of the space', async (t) => {
  const kept = storedBody(message)
  t.ok(sentBody(kept).equals(message), 'byte for byte')
  t.ok(kept.length * 5 < message.length, `${kept.length} bytes kept for ${message.length}`)
})

t.test('a body kept before compression (an upgrade with a message in flight) is sent as it was', async (t) => {
  t.ok(sentBody(message).equals(message))
})

t.test('a message never attempted is kept as its recipe, told apart from a kept body', async (t) => {
  const kept = keptRecipe({ feitoEm: '2026-11-25T12:00:00.000Z', tipos: ['criado', 'excluido'] })
  t.same(recipeOf(kept), { feitoEm: '2026-11-25T12:00:00.000Z', tipos: ['criado', 'excluido'] })
  t.ok(kept.length < 80, `${kept.length} bytes`)
  t.equal(recipeOf(storedBody(message)), undefined, 'a gzipped body is not a recipe')
  t.equal(recipeOf(message), undefined, 'nor is a body kept before compression')
})
