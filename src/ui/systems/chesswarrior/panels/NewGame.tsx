/**
 * Set-up form: Standard or Expert (CW-3.1, CW-3.2), victory points, player names, the optional turn limit,
 * the named options for the digest's Decisions (CW-8.2 Part Sight penalty, CW-3.5 repeated obstacle
 * squares, CW-6.5 destroyed-hero delay), and the hero set: built-in or imported (validated, precise errors).
 */
import { useState } from 'react'
import { SeatPicker, seatOptions, useComputerName, type Seats } from '../../../app/computer/SeatPicker'
import { useTranslation } from 'react-i18next'
import { downloadText } from '../../../app/download'
import { useRefusalText } from '../../../app/refusal-text'
import type { NewGameProps } from '../../../app/system-ui'
import type { CwOptions, HeroCard, TableRules } from '../engine'
import { DEFAULT_HEROES, DEFAULT_TABLE_RULES } from '../engine-setup'
// The form's layout (labels one per line, its buttons) is in the system's stylesheet: without this import it
// came only with the board, so the form looked different before and after a first game.
import '../chesswarrior.css'

/**
 * The hero-set file format (its schema) comes with the engine, loaded when a file is read or written: the
 * module the store loads to create the table, so it is fetched once.
 */
const loadEngine = () => import('../../../../engine/systems/chesswarrior')
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export function NewGame({ onCreate, onCancel }: NewGameProps<CwOptions>) {
  const { t } = useTranslation('chesswarrior')
  const refusalText = useRefusalText('chesswarrior')
  const [name, setName] = useState('')
  const [seats, setSeats] = useState<Seats>([null, null])
  const computerName = useComputerName()
  const [mode, setMode] = useState<'standard' | 'expert'>('standard')
  const [names, setNames] = useState({ p1: '', p2: '' })
  const [victoryPoints, setVictoryPoints] = useState(5)
  const [turnLimit, setTurnLimit] = useState<number | null>(null)
  const [rules, setRules] = useState<TableRules>(DEFAULT_TABLE_RULES)
  const [heroes, setHeroes] = useState<HeroCard[] | null>(null)
  const [importError, setImportError] = useState<string | null>(null)
  const set = heroes ?? DEFAULT_HEROES
  const tooSmall = set.length < (mode === 'expert' ? 8 : 5)

  const onFile = async (file: File | undefined) => {
    if (!file) return
    try {
      const [{ parseHeroSet }, text] = await Promise.all([loadEngine(), file.text()])
      const parsed = parseHeroSet(text)
      if (parsed.ok) {
        setHeroes(parsed.value)
        setImportError(null)
      } else setImportError(refusalText(parsed))
    } catch (e) {
      setImportError(messageOf(e))
    }
  }

  const onExport = async () => {
    try {
      const { exportHeroSet } = await loadEngine()
      downloadText('chesswarrior-heroes.json', exportHeroSet(set), 'application/json')
    } catch (e) {
      setImportError(messageOf(e))
    }
  }

  return (
    <form
      className="cw-new-game page"
      onSubmit={(e) => {
        e.preventDefault()
        if (tooSmall) return
        onCreate(
          {
            mode,
            victoryPoints,
            turnLimit,
            // A computer seat is always "Computer (level)" (shown in the reader's language, see seat-names.ts).
            names: {
              p1: computerName(seats[0]) || names.p1 || t('setup.player', { n: 1 }),
              p2: computerName(seats[1]) || names.p2 || t('setup.player', { n: 2 }),
            },
            rules,
            ...(heroes ? { heroes } : {}),
            ...seatOptions(seats),
          },
          name,
        )
      }}
    >
      <label>
        {t('setup.tableName')}{' '}
        <input type="text" name="table-name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <SeatPicker
        sides={[t('setup.player', { n: 1 }), t('setup.player', { n: 2 })]}
        seats={seats}
        onChange={setSeats}
      />
      <fieldset>
        <legend>{t('setup.mode')}</legend>
        {(['standard', 'expert'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />{' '}
            {t(`setup.mode.${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('setup.players')}</legend>
        {(['p1', 'p2'] as const).map((p, i) => {
          // A computer seat is named for its level (see onSubmit): its field shows that name and takes no typing.
          const computer = computerName(seats[i] ?? null)
          return (
            <label key={p}>
              {t('setup.player', { n: i + 1 })}{' '}
              <input
                type="text"
                name={`player-${i + 1}`}
                value={computer ?? names[p]}
                readOnly={computer !== null}
                onChange={(e) => setNames({ ...names, [p]: e.target.value })}
              />
            </label>
          )
        })}
      </fieldset>
      <fieldset>
        <legend>{t('setup.winning')}</legend>
        <label>
          {t('setup.victoryPoints')}{' '}
          <input
            type="number"
            name="victory-points"
            min={1}
            max={50}
            value={victoryPoints}
            onChange={(e) =>
              setVictoryPoints(Math.max(1, Math.min(50, Math.floor(Number(e.target.value) || 5))))
            }
          />
        </label>
        <label>
          <input
            type="checkbox"
            name="turn-limit-on"
            checked={turnLimit !== null}
            onChange={(e) => setTurnLimit(e.target.checked ? 30 : null)}
          />{' '}
          {t('setup.turnLimit')}
        </label>
        {turnLimit !== null && (
          <input
            type="number"
            name="turn-limit"
            min={3}
            max={999}
            value={turnLimit}
            onChange={(e) =>
              setTurnLimit(Math.max(3, Math.min(999, Math.floor(Number(e.target.value) || 30))))
            }
          />
        )}
      </fieldset>
      <fieldset>
        <legend>{t('setup.decisions')}</legend>
        <label>
          {t('setup.partSight')}{' '}
          <input
            type="number"
            name="part-sight"
            min={0}
            max={5}
            value={rules.partSightPenalty}
            onChange={(e) =>
              setRules({
                ...rules,
                partSightPenalty: Math.max(0, Math.min(5, Math.floor(Number(e.target.value) || 0))),
              })
            }
          />
        </label>
        <label>
          {t('setup.obstacleRepeat')}{' '}
          <select
            name="obstacle-repeat"
            value={rules.obstacleRepeat}
            onChange={(e) =>
              setRules({ ...rules, obstacleRepeat: e.target.value === 'remove' ? 'remove' : 'reroll' })
            }
          >
            <option value="reroll">{t('setup.obstacleRepeat.reroll')}</option>
            <option value="remove">{t('setup.obstacleRepeat.remove')}</option>
          </select>
        </label>
        <label>
          {t('setup.destroyedDelay')}{' '}
          <input
            type="number"
            name="destroyed-delay"
            min={1}
            max={5}
            value={rules.destroyedDelay}
            onChange={(e) =>
              setRules({
                ...rules,
                destroyedDelay: Math.max(1, Math.min(5, Math.floor(Number(e.target.value) || 1))),
              })
            }
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('setup.heroes')}</legend>
        <p>
          {heroes
            ? t('setup.heroesImported', { n: heroes.length })
            : t('setup.heroesBuiltIn', { n: DEFAULT_HEROES.length })}
        </p>
        <label>
          {t('setup.import')}{' '}
          <input
            type="file"
            name="hero-file"
            accept="application/json,.json"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
        <div className="cw-buttons">
          <button type="button" onClick={() => void onExport()}>
            {t('setup.export')}
          </button>
          {heroes && (
            <button type="button" onClick={() => setHeroes(null)}>
              {t('setup.useBuiltIn')}
            </button>
          )}
        </div>
        {importError && (
          <p className="error" role="alert" data-testid="cw-import-error">
            {importError}
          </p>
        )}
        {tooSmall && <p className="error">{t('setup.tooSmall', { n: mode === 'expert' ? 8 : 5 })}</p>}
      </fieldset>
      <div className="cw-buttons sticky-actions">
        <button type="submit" className="primary" disabled={tooSmall}>
          {t('setup.start')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('setup.cancel')}
        </button>
      </div>
    </form>
  )
}
