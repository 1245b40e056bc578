// Adding a rule option touches one list (issue 49). This test adds a throwaway choice, "jokers", to the
// engine's list (engine/option-list.ts) before anything else is loaded, and then checks that every
// place a table's options pass through takes it without a line written for it: the engine's defaults
// and checks, the save file, the match record, the lobby's wire message, the IPC schemas and the
// settings' defaults, the CLI's flags and help, and the options form. The checklist that goes with it
// is docs/architecture.md › "Adding a rule option".
import { describe, expect, it, vi } from 'vitest'
import type * as OptionList from './engine/option-list'
import type { ChoiceOption } from './engine/option-list'

const JOKERS: ChoiceOption = { values: ['none', 'two'], default: 'none', flag: 'jokers', about: 'throwaway' }

vi.mock('./engine/option-list', async (importOriginal) => {
  const real = await importOriginal<typeof OptionList>()
  // The list itself gains the option, so every function built on it sees it too.
  Object.assign(real.CHOICE_OPTIONS, { jokers: JOKERS })
  return real
})

const { DEFAULT_OPTIONS, resolveOptions } = await import('./engine')
const { tableOptionsSchema } = await import('./protocol/shapes')
const { parseClientMessage } = await import('./protocol/messages')
const { recordFromText, recordText, validateRecord } = await import('./protocol/match-record')
const { checkSave, toSave } = await import('./server/persistence/save-format')
const { newTableState } = await import('./server/table/table-state')
const { tableDefaultsSchema } = await import('./ipc/contract')
const { tableOptionsSchema: ipcTableOptions } = await import('./ipc/fields')
const { DEFAULT_TABLE_DEFAULTS } = await import('./desktop/storage/settings-store')
const { USAGE, parseHostArgs } = await import('./cli/host/args')
const { playedMatch, recordOf } = await import('../test-support/engine/recorded-match')
const { tableSettings } = await import('../test-support/server/table-settings')
const { newTournament } = await import('./tournament')
const { checkTournament } = await import('./protocol/tournament-save')
const { settingsWith } = await import('../test-support/tournament/tournaments')

const withJokers = (value: string) => ({ ...DEFAULT_OPTIONS, jokers: value })

describe('a rule option added to the engine’s list alone', () => {
  it('has its default, and the engine checks its values', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({ jokers: 'none' })
    expect(resolveOptions({ jokers: 'two' } as object)).toMatchObject({ ok: true, value: { jokers: 'two' } })
    expect(resolveOptions({ jokers: 'three' } as object)).toMatchObject({
      ok: false,
      error: { code: 'bad-options' }
    })
  })

  it('is kept in a save, and an old save without it plays the default', () => {
    const state = newTableState(
      tableSettings({ options: withJokers('two') as typeof DEFAULT_OPTIONS }),
      'medium'
    )
    const save = toSave(state, 1)
    expect(save.options).toMatchObject({ jokers: 'two' })
    const loaded = checkSave(JSON.parse(JSON.stringify(save)))
    expect(loaded).toMatchObject({ ok: true, value: { save: { options: { jokers: 'two' } } } })
    const { jokers: _dropped, ...before } = save.options as typeof save.options & { jokers: string }
    expect(checkSave({ ...save, options: before })).toMatchObject({
      ok: true,
      value: { save: { options: { jokers: 'none' } } }
    })
    expect(checkSave({ ...save, options: { ...before, jokers: 'three' } })).toMatchObject({ ok: false })
  })

  it('is kept in a match record', () => {
    const record = recordOf(playedMatch(3, withJokers('two'), 1))
    const text = recordText(record)
    expect(text.ok).toBe(true)
    if (!text.ok) return
    expect(recordFromText(text.value)).toMatchObject({
      ok: true,
      value: { record: { options: { jokers: 'two' } } }
    })
    const { jokers: _dropped, ...before } = record.options as typeof record.options & { jokers: string }
    expect(validateRecord({ ...record, options: before })).toMatchObject({
      ok: true,
      value: { record: { options: { jokers: 'none' } } }
    })
    expect(tableOptionsSchema.safeParse(withJokers('three')).success).toBe(false)
  })

  it('is kept in a saved tournament, and an old one without it plays the default', () => {
    const settings = settingsWith({ options: withJokers('two') })
    const opened = newTournament(settings)
    expect(opened).toMatchObject({ ok: true, value: { settings: { options: { jokers: 'two' } } } })
    if (!opened.ok) return
    const saved = JSON.parse(JSON.stringify(opened.value)) as typeof opened.value
    expect(checkTournament(saved)).toMatchObject({ ok: true, value: { settings: { options: { jokers: 'two' } } } })
    const { jokers: _dropped, ...before } = saved.settings.options as typeof saved.settings.options & {
      jokers: string
    }
    const old = { ...saved, settings: { ...saved.settings, options: before } }
    expect(checkTournament(old)).toMatchObject({ ok: true, value: { settings: { options: { jokers: 'none' } } } })
    expect(newTournament(settingsWith({ options: withJokers('three') }))).toMatchObject({ ok: false })
  })

  it('is a field of the lobby’s configure message', () => {
    const configure = (jokers: string) =>
      parseClientMessage(JSON.stringify({ type: 'configure', settings: { jokers } }))
    expect(configure('two')).toMatchObject({ ok: true, value: { settings: { jokers: 'two' } } })
    expect(configure('three')).toMatchObject({ ok: false })
  })

  it('is in the IPC schemas and the settings’ table defaults', () => {
    expect(ipcTableOptions.parse({ jokers: 'two' })).toEqual({ jokers: 'two' })
    expect(DEFAULT_TABLE_DEFAULTS).toMatchObject({ jokers: 'none' })
    expect(tableDefaultsSchema.parse({ ...DEFAULT_TABLE_DEFAULTS, jokers: 'two' })).toMatchObject({
      jokers: 'two'
    })
    expect(tableDefaultsSchema.safeParse({ ...DEFAULT_TABLE_DEFAULTS, jokers: 'three' }).success).toBe(false)
  })

  it('is a flag of npm run host, in its help', () => {
    expect(USAGE).toContain('--jokers none | two')
    expect(parseHostArgs(['--jokers', 'two'])).toMatchObject({
      ok: true,
      value: { choices: { jokers: 'two' } }
    })
    expect(parseHostArgs(['--jokers', 'three'])).toMatchObject({ ok: false })
  })

  it('is a field of the options form', async () => {
    const { render } = await import('svelte/server')
    const { default: TableOptionsFields } = await import('./renderer/src/common/TableOptionsFields.svelte')
    const { DEFAULT_GAME_OPTIONS } = await import('./renderer/src/lib/table-options')
    const html = render(TableOptionsFields, {
      props: { players: 4, options: { ...DEFAULT_GAME_OPTIONS, jokers: 'none' } }
    }).body
    const field = /data-option="jokers"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    expect(field).toContain('<option value="none"')
    expect(field).toContain('<option value="two"')
  })
})
