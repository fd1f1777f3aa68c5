import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { childEnv, ensureBuilt, ROOT } from './service-process.js'

/**
 * The import command run as a child process, the way an operator runs it (`npm run import` runs
 * dist/src/cli/import.js): the built file, so each run starts in a fraction of a second.
 */

const CLI = join(ROOT, 'dist', 'src', 'cli', 'import.js')

export interface Run { code: number, stdout: string, stderr: string }

/** Runs the importer with `args` (and CONTAS_API_KEY = key, plus `env`); resolves when it exits. */
export async function runImport (args: string[], key: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  await ensureBuilt()
  return await new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: childEnv({ CONTAS_URL: undefined, PORT: undefined, HOST: undefined, ...env, CONTAS_API_KEY: key }) }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr })
    })
  })
}
