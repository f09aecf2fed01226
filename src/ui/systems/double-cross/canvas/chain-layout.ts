/**
 * Where each die of a critical chain sits: one row per round, dice wrapped within the panel's width, the
 * die size shrinking for long chains (down to a floor, after which the panel scrolls).
 */
export interface ChainLayout {
  size: number
  /** Per round: the top of its row and each die's centre. */
  rounds: { top: number; height: number; dice: { x: number; y: number }[] }[]
  /** Height of all rows together (may exceed the space: then the panel scrolls). */
  contentHeight: number
}

const GAP = 6
export const LABEL_WIDTH = 36
export const MIN_DIE = 13
export const MAX_DIE = 30

function place(counts: readonly number[], size: number, width: number): ChainLayout {
  const step = size * 2 + GAP
  const perRow = Math.max(1, Math.floor((width - LABEL_WIDTH - GAP) / step))
  let top = 0
  const rounds = counts.map((count) => {
    const lines = Math.max(1, Math.ceil(count / perRow))
    const height = lines * step
    const dice = Array.from({ length: count }, (_, i) => ({
      x: LABEL_WIDTH + GAP + size + (i % perRow) * step,
      y: top + GAP / 2 + size + Math.floor(i / perRow) * step,
    }))
    const round = { top, height, dice }
    top += height
    return round
  })
  return { size, rounds, contentHeight: top }
}

/**
 * The die size for a chain: the largest (MIN_DIE…MAX_DIE) at which every round fits on one line and all
 * rounds fit in `height`; failing that, the largest at which all rounds fit (wrapping); failing that,
 * MIN_DIE (the panel then scrolls).
 */
export function layoutChain(counts: readonly number[], width: number, height: number): ChainLayout {
  const widest = Math.max(1, ...counts)
  let wrapping: ChainLayout | null = null
  for (let size = MAX_DIE; size >= MIN_DIE; size--) {
    const layout = place(counts, size, width)
    if (layout.contentHeight > height) continue
    const perRow = Math.floor((width - LABEL_WIDTH - GAP) / (size * 2 + GAP))
    if (perRow >= widest) return layout
    wrapping ??= layout
  }
  return wrapping ?? place(counts, MIN_DIE, width)
}
