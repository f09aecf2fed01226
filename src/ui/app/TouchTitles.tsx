/**
 * A `title` tooltip for fingers (issue 37): a mouse shows an element's title on hover, a finger never
 * does. A long press on any element with a title (a disabled undo's reason, a spell's summary, a boost's
 * odds, a hero's ability text) shows that text beside it until the next touch; the tap that ends the long
 * press does not also press the element. One listener serves every panel, so no title is hover-only.
 */
import { useEffect, useState } from 'react'
import { startLongPress } from '../canvas/long-press'

interface Tip {
  text: string
  x: number
  y: number
}

/** How long after a long press its closing click still counts as part of it. */
const CLOSING_CLICK_MS = 1500

/**
 * An SVG shape's tooltip is a `<title>` child, not an attribute (an odds chart's bar: its total and its
 * chance): the shape, or its nearest ancestor, that has one.
 */
function svgTitled(target: Element): Element | null {
  for (let e: Element | null = target; e instanceof SVGElement; e = e.parentElement)
    if (e.querySelector(':scope > title')) return e
  return null
}

const titleOf = (e: Element): string | undefined =>
  (e.getAttribute('title') ?? e.querySelector(':scope > title')?.textContent)?.trim()

export function TouchTitles() {
  const [tip, setTip] = useState<Tip | null>(null)

  useEffect(() => {
    let shownAt = -Infinity
    const down = (e: PointerEvent) => {
      // A new press: a long press that ended without a click (Chromium sends none after one) is over.
      shownAt = -Infinity
      setTip(null)
      if (e.pointerType === 'mouse' || !(e.target instanceof Element)) return
      const titled = e.target.closest<Element>('[title]') ?? svgTitled(e.target)
      const text = titled && titleOf(titled)
      if (!titled || !text) return
      startLongPress(e, () => {
        shownAt = performance.now()
        const box = titled.getBoundingClientRect()
        setTip({ text, x: box.left + box.width / 2, y: box.top })
      })
    }
    const click = (e: MouseEvent) => {
      if (performance.now() - shownAt > CLOSING_CLICK_MS) return
      shownAt = -Infinity
      e.preventDefault()
      e.stopPropagation()
    }
    const hide = () => setTip(null)
    window.addEventListener('pointerdown', down, true)
    window.addEventListener('click', click, true)
    window.addEventListener('scroll', hide, true)
    return () => {
      window.removeEventListener('pointerdown', down, true)
      window.removeEventListener('click', click, true)
      window.removeEventListener('scroll', hide, true)
    }
  }, [])

  if (!tip) return null
  // Above the element when there is room, else below it; kept inside the window.
  const above = tip.y > 120
  return (
    <div
      className="touch-tip"
      role="tooltip"
      data-testid="touch-tip"
      style={{
        left: Math.max(8, Math.min(window.innerWidth - 360, tip.x - 120)),
        ...(above ? { bottom: window.innerHeight - tip.y + 8 } : { top: tip.y + 52 }),
      }}
    >
      {tip.text}
    </div>
  )
}
