/**
 * Add or edit a character: stats, skills (each with its governing stat, DX-1.3), HP, encroachment, up to
 * seven Loises (any can become a Titus) and effects (dice, critical reduction and limit, cost).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  doubleCross,
  MAX_LOISES,
  SKILL_KINDS,
  STATS,
  type CharacterInput,
  type EncroachmentRow,
} from '../engine'
import { EffectFields } from './EffectFields'
import { EquipmentFields } from './EquipmentFields'
import { SheetVehicles } from './VehicleFields'
import { NumberField } from './NumberField'
import { skillLabel } from '../skill-label'
import { newEffect } from './blank-inputs'

export function CharacterForm({
  initial,
  table,
  onSave,
  onCancel,
}: {
  initial: CharacterInput
  /** The session's bonus table: each effect shows its values at the character's rate (DX-4.1). */
  table?: readonly EncroachmentRow[]
  onSave(character: CharacterInput): string | null
  onCancel(): void
}) {
  const { t } = useTranslation('double-cross')
  const [c, setC] = useState<CharacterInput>(initial)
  const [error, setError] = useState<string | null>(null)
  const set = <K extends keyof CharacterInput>(key: K, value: CharacterInput[K]) =>
    setC((x) => ({ ...x, [key]: value }))

  return (
    <form
      className="dx-character-form"
      aria-label={t('form.title')}
      onSubmit={(e) => {
        e.preventDefault()
        setError(onSave(c))
      }}
    >
      <div className="dx-grid">
        <label>
          {t('form.name')}
          <input
            value={c.name}
            onChange={(e) => set('name', e.target.value)}
            required
            maxLength={100}
            data-testid="dx-form-name"
          />
        </label>
        <label>
          {t('form.kind')}
          <select value={c.kind} onChange={(e) => set('kind', e.target.value as 'pc' | 'npc')}>
            <option value="pc">{t('kind.pc')}</option>
            <option value="npc">{t('kind.npc')}</option>
          </select>
        </label>
        <label>
          {t('form.status')}
          <select
            value={c.status}
            onChange={(e) => set('status', e.target.value as CharacterInput['status'])}
          >
            {(['active', 'dead', 'lost'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('form.player')}
          <input value={c.player} onChange={(e) => set('player', e.target.value)} maxLength={100} />
        </label>
        {STATS.map((s) => (
          <NumberField
            key={s}
            id={`dx-form-${s}`}
            label={t(`stat.${s}`)}
            value={c.stats[s]}
            min={0}
            max={99}
            onChange={(v) => set('stats', { ...c.stats, [s]: v })}
          />
        ))}
        <NumberField
          id="dx-form-maxhp"
          label={t('form.maxHp')}
          value={c.maxHp}
          min={0}
          max={9999}
          onChange={(v) => setC((x) => ({ ...x, maxHp: v, hp: Math.min(x.hp, v) }))}
        />
        <NumberField
          id="dx-form-hp"
          label={t('form.hp')}
          value={c.hp}
          min={0}
          max={c.maxHp}
          onChange={(v) => set('hp', v)}
        />
        <NumberField
          id="dx-form-enc"
          label={t('form.encroachment')}
          value={c.encroachment}
          min={0}
          max={999}
          onChange={(v) => set('encroachment', v)}
        />
        <NumberField
          id="dx-form-base"
          label={t('form.base')}
          value={c.baseEncroachment}
          min={0}
          max={999}
          onChange={(v) => set('baseEncroachment', v)}
        />
      </div>

      <fieldset>
        <legend>{t('form.skills')}</legend>
        {c.skills.map((s, i) => (
          <div key={i} className="dx-row">
            <select
              aria-label={t('form.skill')}
              value={s.kind}
              onChange={(e) =>
                set(
                  'skills',
                  c.skills.map((x, j) => (j === i ? { ...x, kind: e.target.value as typeof s.kind } : x)),
                )
              }
            >
              {SKILL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {skillLabel(t, { kind: k, specialty: '' })} ({t(`stat.${doubleCross.GOVERNING_STAT[k]}`)})
                </option>
              ))}
            </select>
            <input
              aria-label={t('form.specialty')}
              placeholder={t('form.specialty')}
              value={s.specialty}
              maxLength={60}
              onChange={(e) =>
                set(
                  'skills',
                  c.skills.map((x, j) => (j === i ? { ...x, specialty: e.target.value } : x)),
                )
              }
            />
            <NumberField
              id={`dx-skill-${i}`}
              label={t('form.level')}
              value={s.level}
              min={-9}
              max={99}
              onChange={(v) =>
                set(
                  'skills',
                  c.skills.map((x, j) => (j === i ? { ...x, level: v } : x)),
                )
              }
            />
            <button
              type="button"
              aria-label={t('form.remove')}
              onClick={() =>
                set(
                  'skills',
                  c.skills.filter((_, j) => j !== i),
                )
              }
            >
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => set('skills', [...c.skills, { kind: 'melee', specialty: '', level: 1 }])}
        >
          {t('form.addSkill')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('form.loises', { count: c.loises.length, max: MAX_LOISES })}</legend>
        {c.loises.map((l, i) => (
          <div key={l.id ?? i} className="dx-row">
            <input
              aria-label={t('form.loisName')}
              placeholder={t('form.loisName')}
              value={l.name}
              maxLength={100}
              onChange={(e) =>
                set(
                  'loises',
                  c.loises.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                )
              }
            />
            <input
              aria-label={t('form.positive')}
              placeholder={t('form.positive')}
              value={l.positive}
              maxLength={60}
              onChange={(e) =>
                set(
                  'loises',
                  c.loises.map((x, j) => (j === i ? { ...x, positive: e.target.value } : x)),
                )
              }
            />
            <input
              aria-label={t('form.negative')}
              placeholder={t('form.negative')}
              value={l.negative}
              maxLength={60}
              onChange={(e) =>
                set(
                  'loises',
                  c.loises.map((x, j) => (j === i ? { ...x, negative: e.target.value } : x)),
                )
              }
            />
            <label className="dx-inline">
              <input
                type="checkbox"
                checked={l.titus}
                onChange={(e) =>
                  set(
                    'loises',
                    c.loises.map((x, j) => (j === i ? { ...x, titus: e.target.checked } : x)),
                  )
                }
              />
              {t('form.titus')}
            </label>
            <button
              type="button"
              aria-label={t('form.remove')}
              onClick={() =>
                set(
                  'loises',
                  c.loises.filter((_, j) => j !== i),
                )
              }
            >
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          disabled={c.loises.length >= MAX_LOISES}
          onClick={() =>
            set('loises', [
              ...c.loises,
              { name: '', positive: '', negative: '', titus: false, lasting: false },
            ])
          }
        >
          {t('form.addLois')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('form.effects')}</legend>
        {c.effects.map((e, i) => (
          <EffectFields
            key={e.id ?? i}
            effect={e}
            index={i}
            at={table ? { encroachment: c.encroachment, table } : undefined}
            onChange={(p) =>
              set(
                'effects',
                c.effects.map((x, j) => (j === i ? { ...x, ...p } : x)),
              )
            }
            onRemove={() =>
              set(
                'effects',
                c.effects.filter((_, j) => j !== i),
              )
            }
          />
        ))}
        <button type="button" onClick={() => set('effects', [...c.effects, newEffect()])}>
          {t('form.addEffect')}
        </button>
      </fieldset>

      <EquipmentFields value={c} onChange={(patch) => setC((x) => ({ ...x, ...patch }))} />
      <SheetVehicles value={c.vehicles} onChange={(vehicles) => setC((x) => ({ ...x, vehicles }))} />

      <label>
        {t('form.notes')}
        <textarea value={c.notes} maxLength={5000} rows={2} onChange={(e) => set('notes', e.target.value)} />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="dx-row">
        <button type="submit" className="primary" data-testid="dx-form-save">
          {t('form.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  )
}
