/**
 * Windowing for a long list inside a scrolling panel: only the rows in view (and a margin around them) are
 * rendered; the rest are stood in for by padding of their measured (or estimated) height. Rows may wrap to
 * any height: each rendered row is measured and remembered by its key.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/** Height assumed for a row not measured yet (one line of the log with its padding and gap). */
const ESTIMATE = 30
/**
 * Pixels rendered beyond each edge of the view, so a fast scroll does not show blank space. Narrower
 * (240 px, tried to speed up timeline jumps) left the lines just above the view out of the page, where
 * find-in-page and the specs that read a combat's earlier lines look for them.
 */
export const MARGIN = 600

function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p)
    if (overflowY === 'auto' || overflowY === 'scroll') return p
  }
  return null
}

export interface VirtualRows {
  /** Attach to the list. A callback: the list may be shown after the panel (a log first empty). */
  listRef(el: HTMLElement | null): void
  /** The first and one-past-last index to render. */
  start: number
  end: number
  /** Padding standing in for the rows before and after. */
  before: number
  after: number
  /** Attach to each rendered row (with its key) so its height is known. */
  measure(key: string): (el: HTMLElement | null) => void
  /** Scrolls the panel to the end of the list. */
  toEnd(): void
}

export function useVirtualRows(keys: readonly string[]): VirtualRows {
  // The list in state, not a ref object: the scroll listener must be set up again when it is shown.
  const [list, listRef] = useState<HTMLElement | null>(null)
  const heights = useRef(new Map<string, number>())
  // One ref callback per shown row's key (see `measure`).
  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>())
  // The view within the list, in list coordinates, and whether it is at the list's end (then the rows
  // are counted from the end, whatever its top was); null until the panel has been seen (then: the end).
  const [view, setView] = useState<{ top: number; height: number; end: boolean } | null>(null)
  const scroller = useRef<HTMLElement | null>(null)

  const read = useCallback(() => {
    const s = scroller.current
    if (!s || !list) return
    const top = s.getBoundingClientRect().top - list.getBoundingClientRect().top
    const end = s.scrollHeight - s.scrollTop - s.clientHeight < 2
    const next = { top: Math.round(top), height: s.clientHeight, end }
    // At the end only the height matters: a list that grew or shrank under a view that follows its end
    // (a move, a timeline jump) shows its new last rows in the same render, not one render later.
    setView((v) =>
      v && v.height === next.height && v.end === next.end && (end || v.top === next.top) ? v : next,
    )
  }, [list])

  useLayoutEffect(() => {
    const s = scrollParent(list)
    scroller.current = s
    if (!s) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(read)
    }
    s.addEventListener('scroll', onScroll, { passive: true })
    // A resized panel re-wraps its rows: new ref callbacks make the next render measure them again.
    const resize = new ResizeObserver(() => {
      refs.current.clear()
      onScroll()
    })
    resize.observe(s)
    // A list opens at its end (where the newest line is), as before it was measured.
    s.scrollTop = s.scrollHeight
    read()
    return () => {
      cancelAnimationFrame(frame)
      s.removeEventListener('scroll', onScroll)
      resize.disconnect()
    }
  }, [list, read])

  // Before the first measurement, and while the view follows the end, show the end of the list (where a
  // log opens, and where its newest line is).
  const height = view?.height ?? scroller.current?.clientHeight ?? 800
  const top = !view || view.end ? null : view.top
  const shown = rowWindow(keys, heights.current, top, height)

  // A row's height is known only once it is shown, and learning it does not render again: without this,
  // which rows a list shows would depend on the renders that came before (a row measured earlier or
  // not), and the same log could show a different set of rows. When a newly measured height moves the
  // window, render once more with it; the window then depends only on the list and the view.
  const measured = useRef(false)
  const [, rerender] = useState(0)
  useLayoutEffect(() => {
    if (!measured.current) return
    measured.current = false
    const again = rowWindow(keys, heights.current, top, height)
    if (again.start !== shown.start || again.end !== shown.end) rerender((n) => n + 1)
    // Rows are newly shown (and measured) only when the list, the view or the window changed.
  }, [keys, top, height, shown.start, shown.end])

  // Each key keeps one ref callback, so a row is measured when it is first shown (or after the panel
  // was resized), not on every render: reading every shown row's height on each action forced a layout
  // per row in a long game.
  const measure = useCallback((key: string) => {
    let ref = refs.current.get(key)
    if (!ref) {
      const made = (el: HTMLElement | null) => {
        // A row's old callback is detached after its new one was made (a resize clears them): it must not
        // take the new one away, or each render after makes and measures the row once more.
        if (!el) return void (refs.current.get(key) === made && refs.current.delete(key))
        const gap = parseFloat(getComputedStyle(el.parentElement ?? el).rowGap) || 0
        const h = el.offsetHeight + gap
        if (h !== (heights.current.get(key) ?? ESTIMATE)) measured.current = true
        heights.current.set(key, h)
      }
      refs.current.set(key, (ref = made))
    }
    return ref
  }, [])
  const toEnd = useCallback(() => {
    const s = scroller.current
    if (s) s.scrollTop = s.scrollHeight
    read()
  }, [read])

  return { listRef, ...shown, measure, toEnd }
}

/**
 * The rows to render for a view `height` high whose top is at `top` in the list (null: the view is at the
 * list's end), with the padding standing in for the rest.
 */
function rowWindow(
  keys: readonly string[],
  heights: ReadonlyMap<string, number>,
  top: number | null,
  height: number,
): { start: number; end: number; before: number; after: number } {
  const sizes = keys.map((k) => heights.get(k) ?? ESTIMATE)
  const total = sizes.reduce((a, b) => a + b, 0)
  const from = top ?? total - height
  let start = 0
  let before = 0
  while (start < keys.length && before + sizes[start]! < from - MARGIN) before += sizes[start++]!
  let end = start
  let covered = before
  while (end < keys.length && covered < from + height + MARGIN) covered += sizes[end++]!
  return { start, end, before, after: total - covered }
}
