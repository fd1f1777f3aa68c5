import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

/**
 * Debian's Chromium driven by playwright-core, for the tests that meet the service as a person in a
 * browser does. scripts/ensure-chromium.sh installs the browser when it is missing (CI runs it too);
 * when it cannot, the test fails: a browser test that skips itself would pass without a browser.
 */

const ENSURE_CHROMIUM = fileURLToPath(new URL('../scripts/ensure-chromium.sh', import.meta.url))
export const CHROMIUM = '/usr/bin/chromium'

/** Flags that keep a headless Chromium in a container quiet: no sandbox (root), no GPU, no calls home. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

type Test = { teardown: (fn: () => unknown) => void }

async function ensureChromium (): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    // An install takes minutes; the file's own timeout (.taprc) still bounds it.
    execFile('bash', [ENSURE_CHROMIUM], (error, _stdout, stderr) => {
      if (error === null) resolve()
      else reject(new Error(`scripts/ensure-chromium.sh failed, so there is no browser to test with: ${stderr}`))
    })
  })
}

export interface BrowserSession {
  context: BrowserContext
  page: Page
  /** Every request the page tried to send anywhere but `origin`: each was aborted and listed here. */
  foreignRequests: string[]
}

/**
 * A headless Chromium with a fresh empty profile, whose pages may talk to `origin` only: any other
 * request (a CDN, a font service, a telemetry ping) is aborted and recorded, so a test can assert
 * that the page needs nothing from outside the service.
 */
export async function openBrowser (t: Test, origin: string): Promise<BrowserSession> {
  await ensureChromium()
  const profile = mkdtempSync(join(tmpdir(), 'contas-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo'
  })
  t.teardown(async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  })
  const foreignRequests: string[] = []
  await context.route('**/*', async (route) => {
    const url = route.request().url()
    if (new URL(url).origin === origin) return await route.continue()
    foreignRequests.push(url)
    return await route.abort('blockedbyclient')
  })
  // data: URLs never reach route(); a request of any other scheme that bypassed it is listed too.
  context.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('data:') && new URL(url).origin !== origin && !foreignRequests.includes(url)) foreignRequests.push(url)
  })
  const page = context.pages()[0] ?? await context.newPage()
  return { context, page, foreignRequests }
}
