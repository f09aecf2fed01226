/**
 * Hot-seat hand-over: when the player to act changes, the board is covered until the next player says
 * they have the device, so nobody acts by accident for the other side.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export function HandOver({ player, label }: { player: string; label: string }) {
  const { t } = useTranslation()
  const previous = useRef(player)
  const [covering, setCovering] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (previous.current !== player) setCovering(true)
    previous.current = player
  }, [player])

  useEffect(() => {
    if (covering) button.current?.focus()
  }, [covering])

  if (!covering) return null
  return (
    <div className="hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title">
      <h2 id="hand-over-title">{t('game.handOver', { player: label })}</h2>
      <p>{t('game.handOverHint')}</p>
      <button ref={button} type="button" className="primary" onClick={() => setCovering(false)}>
        {t('game.handOverReady', { player: label })}
      </button>
    </div>
  )
}
