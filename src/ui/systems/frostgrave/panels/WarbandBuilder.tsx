/**
 * The warband builder (FG-1): school and spells with casting numbers, the live gold budget, spellcasters'
 * weapons and items, soldiers, and every validation message with its rule ID. Pure editing of a
 * WarbandDoc: the engine's rules judge it.
 */
import { useTranslation } from 'react-i18next'
import {
  FG_DATA,
  SCHOOLS,
  spellChoices,
  validateWarband,
  warbandCost,
  type School,
  type WarbandDoc,
} from '../warband-engine'
import { weaponName } from '../names'
import { useFgText } from '../refusal'
import { spellTooltip } from '../before-game/out-of-game'

type Caster = WarbandDoc['wizard']
type Item = Caster['items'][number]

function Items({ items, onChange, max }: { items: Item[]; onChange(items: Item[]): void; max: number }) {
  const { t } = useTranslation('frostgrave')
  return (
    <div className="fg-items">
      {items.map((item, i) => (
        <span key={i} className="fg-item">
          <input
            aria-label={t('builder.itemName')}
            value={item.name}
            onChange={(e) => onChange(items.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
          />
          <input
            aria-label={t('builder.itemCost')}
            type="number"
            min={0}
            value={item.cost}
            style={{ width: '4.5em' }}
            onChange={(e) =>
              onChange(
                items.map((x, j) =>
                  j === i ? { ...x, cost: Math.max(0, Math.floor(Number(e.target.value) || 0)) } : x,
                ),
              )
            }
          />
          gc
          <button type="button" className="link" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            ✕
          </button>
        </span>
      ))}
      {items.length < max && (
        <button
          type="button"
          className="link"
          onClick={() => onChange([...items, { name: t('builder.newItem'), cost: 0 }])}
        >
          + {t('builder.addItem')}
        </button>
      )}
    </div>
  )
}

function CasterEditor({
  role,
  caster,
  onChange,
}: {
  role: 'wizard' | 'apprentice'
  caster: Caster
  onChange(c: Caster): void
}) {
  const { t } = useTranslation('frostgrave')
  const { startingWeapons, purchasableWeapons, weaponCost } = FG_DATA.spellcasters
  const line = FG_DATA.spellcasters[role]
  const [first, ...rest] = caster.weapons
  const bonus =
    caster.weapons.includes('Hand Weapon') && caster.weapons.includes('Dagger')
      ? FG_DATA.spellcasters.handWeaponAndDaggerFightBonus
      : 0
  const slots = caster.weapons.length + caster.items.length
  return (
    <fieldset className="fg-caster">
      <legend>{t(`builder.${role}`)}</legend>
      <label>
        {t('builder.name')}{' '}
        <input
          name={`${role}-name`}
          value={caster.name}
          onChange={(e) => onChange({ ...caster, name: e.target.value })}
        />
      </label>
      <p className="hint">
        {t('builder.stats', { ...line, fight: line.fight + bonus })}
        {bonus > 0 && ` (${t('builder.twoWeapons')})`}
      </p>
      <label>
        {t('builder.startingWeapon')}{' '}
        <select
          value={first ?? ''}
          onChange={(e) => onChange({ ...caster, weapons: [e.target.value, ...rest] })}
        >
          {startingWeapons.map((w) => (
            <option key={w} value={w}>
              {t(`weapon.${w}`, { defaultValue: w })}
            </option>
          ))}
        </select>
      </label>
      <span className="fg-weapons">
        {purchasableWeapons.map((w) => (
          <label key={w} className="check">
            <input
              type="checkbox"
              checked={rest.includes(w)}
              onChange={(e) =>
                onChange({
                  ...caster,
                  weapons: e.target.checked
                    ? [...caster.weapons, w]
                    : [first ?? 'Staff', ...rest.filter((x) => x !== w)],
                })
              }
            />
            {t(`weapon.${w}`, { defaultValue: w })} ({weaponCost}gc)
          </label>
        ))}
      </span>
      <p className="hint">{t('builder.slots', { used: slots, of: line.itemSlots })}</p>
      <Items items={caster.items} max={line.itemSlots} onChange={(items) => onChange({ ...caster, items })} />
    </fieldset>
  )
}

function Spells({
  doc,
  onChange,
  opposed,
}: {
  doc: WarbandDoc
  onChange(spells: string[]): void
  opposed: 6 | 8
}) {
  const { t } = useTranslation('frostgrave')
  const choices = spellChoices(doc.school, opposed)
  const bySchool = SCHOOLS.map((school) => ({
    school,
    list: choices.filter((c) => c.spell.school === school),
  }))
  const order = { own: 0, aligned: 1, neutral: 2, opposed: 3 }
  bySchool.sort((a, b) => order[a.list[0]!.relation] - order[b.list[0]!.relation])
  return (
    <fieldset className="fg-spells">
      <legend>{t('builder.spells', { n: doc.spells.length })}</legend>
      {bySchool.map(({ school, list }) => {
        const relation = list[0]!.relation
        return (
          <div key={school} className={`fg-school fg-${relation}`}>
            <strong>
              {t(`school.${school}`, { defaultValue: school })} — {t(`relation.${relation}`)}
            </strong>
            {list.map(({ spell, castingNumber }) => (
              <label key={spell.name} className="check" title={spellTooltip(t, spell)}>
                <input
                  type="checkbox"
                  disabled={relation === 'opposed'}
                  checked={doc.spells.includes(spell.name)}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? [...doc.spells, spell.name]
                        : doc.spells.filter((s) => s !== spell.name),
                    )
                  }
                />
                {t(`spell.${spell.name}`, { defaultValue: spell.name })} <small>({castingNumber})</small>
              </label>
            ))}
          </div>
        )
      })}
    </fieldset>
  )
}

export function WarbandBuilder({
  doc,
  onChange,
  opposed = 8,
}: {
  doc: WarbandDoc
  onChange(doc: WarbandDoc): void
  opposed?: 6 | 8
}) {
  const { t } = useTranslation('frostgrave')
  const cost = warbandCost(doc)
  const problems = validateWarband(doc)
  const fg = useFgText()
  const { maxSoldiers, soldierItemSlots } = FG_DATA.spellcasters.warband
  return (
    <div className="fg-builder" data-testid="warband-builder">
      <div className="fg-row">
        <label>
          {t('builder.warbandName')}{' '}
          <input
            name="warband-name"
            value={doc.name}
            onChange={(e) => onChange({ ...doc, name: e.target.value })}
          />
        </label>
        <label>
          {t('builder.school')}{' '}
          <select
            name="school"
            value={doc.school}
            onChange={(e) => onChange({ ...doc, school: e.target.value as School, spells: [] })}
          >
            {SCHOOLS.map((s) => (
              <option key={s} value={s}>
                {t(`school.${s}`, { defaultValue: s })}
              </option>
            ))}
          </select>
        </label>
        <strong className={cost.remaining < 0 ? 'error' : ''} data-testid="budget">
          {cost.remaining < 0
            ? t('builder.overBudget', { total: cost.total, budget: cost.budget, over: -cost.remaining })
            : t('builder.budget', { total: cost.total, budget: cost.budget, left: cost.remaining })}
        </strong>
      </div>
      <CasterEditor role="wizard" caster={doc.wizard} onChange={(wizard) => onChange({ ...doc, wizard })} />
      <label className="check">
        <input
          type="checkbox"
          name="apprentice"
          checked={doc.apprentice !== null}
          onChange={(e) =>
            onChange({
              ...doc,
              apprentice: e.target.checked ? { name: '', weapons: ['Staff'], items: [] } : null,
            })
          }
        />
        {t('builder.hireApprentice', { cost: FG_DATA.spellcasters.apprentice.cost })}
      </label>
      {doc.apprentice && (
        <CasterEditor
          role="apprentice"
          caster={doc.apprentice}
          onChange={(apprentice) => onChange({ ...doc, apprentice })}
        />
      )}
      <fieldset>
        <legend>{t('builder.soldiers', { n: doc.soldiers.length, max: maxSoldiers })}</legend>
        {doc.soldiers.map((s, i) => {
          const type = FG_DATA.soldiers.find((x) => x.name === s.type)
          const set = (patch: Partial<typeof s>) =>
            onChange({ ...doc, soldiers: doc.soldiers.map((x, j) => (j === i ? { ...x, ...patch } : x)) })
          return (
            <div key={i} className="fg-soldier">
              <select
                aria-label={t('builder.soldierType')}
                value={s.type}
                onChange={(e) => set({ type: e.target.value })}
              >
                {FG_DATA.soldiers.map((x) => (
                  <option key={x.name} value={x.name}>
                    {t(`soldier.${x.name}`, { defaultValue: x.name })} — {x.cost}gc
                  </option>
                ))}
              </select>
              <input
                aria-label={t('builder.name')}
                value={s.name}
                onChange={(e) => set({ name: e.target.value })}
              />
              {type && (
                <small className="hint">
                  {t('builder.stats', type)} ·{' '}
                  {type.equipment.map((w) => weaponName(t, w)).join(t('listSeparator')) || '—'}
                </small>
              )}
              {!type?.traits.includes('animal') && (
                <Items items={s.items} max={soldierItemSlots} onChange={(items) => set({ items })} />
              )}
              <button
                type="button"
                className="link"
                onClick={() => onChange({ ...doc, soldiers: doc.soldiers.filter((_, j) => j !== i) })}
              >
                {t('builder.remove')}
              </button>
            </div>
          )
        })}
        {doc.soldiers.length < maxSoldiers && (
          <button
            type="button"
            onClick={() =>
              onChange({
                ...doc,
                soldiers: [
                  ...doc.soldiers,
                  { type: 'Thug', name: `${t('builder.soldier')} ${doc.soldiers.length + 1}`, items: [] },
                ],
              })
            }
          >
            + {t('builder.addSoldier')}
          </button>
        )}
      </fieldset>
      <Spells doc={doc} opposed={opposed} onChange={(spells) => onChange({ ...doc, spells })} />
      <div className="fg-problems" aria-live="polite" data-testid="warband-problems">
        {problems.length === 0 ? (
          <p className="ok">✓ {t('builder.legal')}</p>
        ) : (
          <ul>
            {problems.map((p, i) => (
              <li key={i} className="error">
                <code>{p.rule}</code> {fg.builder(p)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
