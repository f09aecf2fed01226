/**
 * Windowing for a long list inside a scrolling panel: only the rows in view (and a margin around them) are
 * rendered; the rest are stood in for by padding of their measured (or estimated) height. Rows may wrap to
 * any height: each rendered row is measured and remembered by its key.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react'

/** Height assumed for a row not measured yet (one line of the log with its padding and gap). */
const ESTIMATE = 30
/** Pixels rendered beyond each edge of the view, so a fast scroll does not show blank space. */
const MARGIN = 600

function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p)
    if (overflowY === 'auto' || overflowY === 'scroll') return p
  }
  return null
}

export interface VirtualRows {
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

export function useVirtualRows(list: RefObject<HTMLElement | null>, keys: readonly string[]): VirtualRows {
  const heights = useRef(new Map<string, number>())
  // The view within the list, in list coordinates; null until the panel has been seen (then: the end).
  const [view, setView] = useState<{ top: number; height: number } | null>(null)
  const scroller = useRef<HTMLElement | null>(null)

  const read = useCallback(() => {
    const s = scroller.current
    const l = list.current
    if (!s || !l) return
    const top = s.getBoundingClientRect().top - l.getBoundingClientRect().top
    const next = { top: Math.round(top), height: s.clientHeight }
    setView((v) => (v && v.top === next.top && v.height === next.height ? v : next))
  }, [list])

  useLayoutEffect(() => {
    const s = scrollParent(list.current)
    scroller.current = s
    if (!s) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(read)
    }
    s.addEventListener('scroll', onScroll, { passive: true })
    const resize = new ResizeObserver(onScroll)
    resize.observe(s)
    return () => {
      cancelAnimationFrame(frame)
      s.removeEventListener('scroll', onScroll)
      resize.disconnect()
    }
  }, [list, read])

  const sizes = keys.map((k) => heights.current.get(k) ?? ESTIMATE)
  const total = sizes.reduce((a, b) => a + b, 0)
  // Before the first measurement, show the end of the list (where a log opens).
  const top = view ? view.top : total - (scroller.current?.clientHeight ?? 800)
  const bottom = top + (view?.height ?? scroller.current?.clientHeight ?? 800)
  let start = 0
  let before = 0
  while (start < keys.length && before + sizes[start]! < top - MARGIN) before += sizes[start++]!
  let end = start
  let covered = before
  while (end < keys.length && covered < bottom + MARGIN) covered += sizes[end++]!

  // Rows are measured by a ResizeObserver, after layout: reading each row's height in its ref callback
  // forced a layout per row on every action of a long game. Each key keeps one ref callback, so React
  // does not detach and re-attach every row on every render.
  const [, remeasured] = useReducer((n: number) => n + 1, 0)
  const observer = useRef<ResizeObserver | null>(null)
  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>())
  const observe = useCallback((): ResizeObserver | null => {
    if (observer.current || typeof ResizeObserver === 'undefined') return observer.current
    observer.current = new ResizeObserver((entries) => {
      let changed = false
      for (const entry of entries) {
        const el = entry.target as HTMLElement
        const gap = parseFloat(getComputedStyle(el.parentElement ?? el).rowGap) || 0
        const height = (entry.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight) + gap
        const key = el.dataset.rowKey!
        if (heights.current.get(key) !== height) {
          heights.current.set(key, height)
          changed = true
        }
      }
      if (changed) remeasured()
    })
    return observer.current
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])

  const measure = useCallback(
    (key: string) => {
      let ref = refs.current.get(key)
      if (!ref) {
        let shown: HTMLElement | null = null
        ref = (el) => {
          if (shown) observe()?.unobserve(shown)
          shown = el
          if (!el) return void refs.current.delete(key)
          el.dataset.rowKey = key
          const ro = observe()
          if (ro) ro.observe(el)
          else heights.current.set(key, el.offsetHeight)
        }
        refs.current.set(key, ref)
      }
      return ref
    },
    [observe],
  )
  const toEnd = useCallback(() => {
    const s = scroller.current
    if (s) s.scrollTop = s.scrollHeight
    read()
  }, [read])

  return { start, end, before, after: total - covered, measure, toEnd }
}
