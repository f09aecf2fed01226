/**
 * Hot-seat hand-over: when the player to act changes, the board is covered until the next player says
 * they have the device, so nobody acts by accident for the other side. When the move that handed over rolled
 * dice, the cover waits until they have landed and can be read (the table is only blocked meanwhile).
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { afterDiceLand, isRolling } from '../canvas/dice/rolling'

/** How long a landed roll stays in view before the cover comes down. */
const READ_MS = 900

/**
 * `system` picks the hint's word for what is hidden (i18next context): a chessboard only in Chesswarrior.
 * `turned`: the player taking the device sits across the table (face-player.ts), so the cover reads their
 * way up too.
 */
export function HandOver({
  player,
  label,
  system,
  turned = false,
}: {
  player: string
  label: string
  system?: string
  turned?: boolean
}) {
  const { t } = useTranslation()
  const previous = useRef(player)
  const [covering, setCovering] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const changed = previous.current !== player
    previous.current = player
    if (!changed) return
    // A hand-over that comes while the last one still waits replaces it (a wait left standing would
    // block the board, invisible, once the cover is gone).
    if (!isRolling()) {
      setWaiting(false)
      setCovering(true)
      return
    }
    // The dice of the move that handed over are still tumbling: let the table see them land first.
    setWaiting(true)
    let timer = 0
    const cancel = afterDiceLand(() => {
      timer = window.setTimeout(() => {
        setWaiting(false)
        setCovering(true)
      }, READ_MS)
    })
    return () => {
      cancel()
      window.clearTimeout(timer)
      setWaiting(false)
    }
  }, [player])

  useEffect(() => {
    if (covering) button.current?.focus()
  }, [covering])

  if (waiting && !covering) return <div className="hand-over-wait" data-testid="hand-over-wait" />
  if (!covering) return null
  return (
    <div
      className={turned ? 'hand-over face-far' : 'hand-over'}
      role="dialog"
      aria-modal="true"
      aria-labelledby="hand-over-title"
    >
      <h2 id="hand-over-title">{t('game.handOver', { player: label })}</h2>
      <p>{t('game.handOverHint', { context: system })}</p>
      <button ref={button} type="button" className="primary" onClick={() => setCovering(false)}>
        {t('game.handOverReady', { player: label, context: system })}
      </button>
    </div>
  )
}
