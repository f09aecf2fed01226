/**
 * Zoom in, zoom out and fit the table: buttons among the controls' tools for those without a wheel (or
 * who do not know it zooms), whose tooltip names the wheel, the pan and their keys (+, −, 0).
 */
import { useTranslation } from 'react-i18next'

export function ZoomControls({ onZoom, onFit }: { onZoom: (factor: number) => void; onFit: () => void }) {
  const { t } = useTranslation('frostgrave')
  return (
    <div className="fg-zoom" role="group" aria-label={t('zoom.hint')} title={t('zoom.hint')}>
      <button type="button" aria-label={t('zoom.in')} title={t('zoom.in')} onClick={() => onZoom(ZOOM_STEP)}>
        +
      </button>
      <button
        type="button"
        aria-label={t('zoom.out')}
        title={t('zoom.out')}
        onClick={() => onZoom(1 / ZOOM_STEP)}
      >
        −
      </button>
      <button type="button" aria-label={t('zoom.fit')} title={t('zoom.fit')} onClick={onFit}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path
            d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </div>
  )
}

/** A button's or key's zoom: two wheel notches. */
export const ZOOM_STEP = 1.21
