/**
 * Back to the whole board after a pinch, a two-finger pan or a wheel zoom (use-zoom-pan.ts), for the boards
 * with no zoom buttons of their own. Shown only while the board is zoomed or moved, so the unzoomed layout
 * (the 1366×768 laptop's) is unchanged.
 */
import { useTranslation } from 'react-i18next'
import type { Camera } from './use-zoom-pan'
import './zoom-reset.css'

export function ZoomReset({ camera, onReset }: { camera: Camera; onReset: () => void }) {
  const { t } = useTranslation('app')
  if (camera.scale === 1 && camera.x === 0 && camera.y === 0) return null
  return (
    <button type="button" className="zoom-reset" onClick={onReset}>
      {t('game.zoomReset')}
    </button>
  )
}
