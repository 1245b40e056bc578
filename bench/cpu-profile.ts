// Profiling a benchmark's host child (`BENCH_CPU_PROF=<folder> npm run bench:net`) and reading the
// profile back (`npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]`: JSON, the functions with the most
// self time). tsx compiles each file on the fly and V8's profile then names the functions badly, so the
// profiled child runs one esbuild bundle instead (plain JS, names kept); each function is placed in its
// source file by the `// path` comment esbuild writes before each module.
import { buildSync } from 'esbuild'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The host script bundled into out/ and the node flags that profile it into `folder`. */
export function profiledHost(script: string, folder: string): { script: string; execArgv: string[] } {
  const outfile = resolve('out/bench', `${script.replace(/^.*\//, '').replace(/\.ts$/, '')}.mjs`)
  buildSync({
    entryPoints: [script],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile
  })
  return { script: outfile, execArgv: ['--expose-gc', '--cpu-prof', `--cpu-prof-dir=${resolve(folder)}`] }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** The source file of each line of a bundle, from esbuild's `// path` comments. */
function sourcesOfLines(url: string): (line: number) => string {
  let text: string
  try {
    text = readFileSync(fileURLToPath(url), 'utf8')
  } catch {
    return () => url
  }
  const marks: [number, string][] = []
  text.split('\n').forEach((line, i) => {
    const mark = /^\/\/ ((?:src|bench|test-support)\/\S+\.ts)$/.exec(line)
    if (mark?.[1] !== undefined) marks.push([i, mark[1]])
  })
  return (line) => marks.findLast(([at]) => at <= line)?.[1] ?? url
}

/** The `top` functions by self time (ms, and their share of the non-idle time). */
export function topSelfTime(profile: Profile, top = 15): { self: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const sources = new Map<string, (line: number) => string>()
  const selfUs = new Map<string, number>()
  let busyUs = 0
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame
    const us = profile.timeDeltas[i] ?? 0
    if (frame === undefined || frame.functionName === '(idle)') return
    busyUs += us
    const url = frame.url
    if (url.startsWith('file:') && !sources.has(url)) sources.set(url, sourcesOfLines(url))
    const file = (sources.get(url)?.(frame.lineNumber) ?? url).replace(/^.*\/node_modules\//, '')
    const key = `${frame.functionName || '(anonymous)'}${file === '' ? '' : ` ${file}`}`
    selfUs.set(key, (selfUs.get(key) ?? 0) + us)
  })
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([self, us]) => ({
      self,
      ms: Math.round(us / 100) / 10,
      share: Math.round((1000 * us) / busyUs) / 10
    }))
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2)
  if (file === undefined) throw new Error('usage: tsx bench/cpu-profile.ts <file.cpuprofile> [top]')
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  for (const row of topSelfTime(profile, Number(top ?? 15))) console.log(JSON.stringify(row))
}
