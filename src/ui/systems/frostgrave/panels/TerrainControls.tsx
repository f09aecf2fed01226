/**
 * The terrain stage's controls (FG-2.2, FG-2.4): the presets, drawing a rectangle or an outline of a chosen
 * kind (and height, for a blocking piece), removing the selected piece, and finishing the terrain.
 */
import { useTranslation } from 'react-i18next'
import { FG_DATA, TERRAIN_KINDS, type FgAction } from '../engine'
import { setUi, useFgUi } from '../selection'

interface TerrainControlsProps {
  act(action: FgAction): boolean
  selectedTerrain: string | null
  onClearTerrain(): void
}

/** The terrain stage's row of the control bar. */
export function TerrainControls({ act, selectedTerrain, onClearTerrain }: TerrainControlsProps) {
  const { t } = useTranslation('frostgrave')
  const ui = useFgUi((s) => s)
  return (
    <div className="fg-row">
      <strong>{t('stage.terrain')}</strong>
      {FG_DATA.terrainPresets.map((p) => (
        <button
          key={p.id}
          type="button"
          onClick={() => act({ type: 'frostgrave/useTerrainPreset', preset: p.id })}
        >
          {t(`preset.${p.id}`, { defaultValue: p.name })}
        </button>
      ))}
      <span className="fg-sep" />
      <button
        type="button"
        aria-pressed={ui.tool === 'rect'}
        onClick={() => setUi({ tool: ui.tool === 'rect' ? 'select' : 'rect' })}
      >
        {t('terrain.rect')}
      </button>
      <button
        type="button"
        aria-pressed={ui.tool === 'polygon'}
        onClick={() => setUi({ tool: ui.tool === 'polygon' ? 'select' : 'polygon' })}
        title={t('terrain.polygonHint')}
      >
        {t('terrain.polygon')}
      </button>
      <select
        aria-label={t('terrain.kind')}
        value={ui.terrainKind}
        onChange={(e) => setUi({ terrainKind: e.target.value as typeof ui.terrainKind })}
      >
        {TERRAIN_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </select>
      {ui.terrainKind === 'blocking' && (
        <label>
          {t('terrain.height')}{' '}
          <input
            type="number"
            min={0.5}
            max={20}
            step={0.5}
            value={ui.terrainHeight}
            onChange={(e) =>
              setUi({ terrainHeight: Math.max(0.5, Math.min(20, Number(e.target.value) || 1)) })
            }
            style={{ width: '4em' }}
          />
          "
        </label>
      )}
      {selectedTerrain && (
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (act({ type: 'frostgrave/removeTerrain', id: selectedTerrain })) onClearTerrain()
          }}
        >
          {t('terrain.remove')}
        </button>
      )}
      <button type="button" className="primary" onClick={() => act({ type: 'frostgrave/finishTerrain' })}>
        {t('terrain.done')}
      </button>
    </div>
  )
}
