/** Lays dice out in rows that fit a width: returns each die's centre. */
export function layoutDice(count: number, size: number, width: number, gap = 10): { x: number; y: number }[] {
  const step = size * 2 + gap
  const perRow = Math.max(1, Math.floor((width - gap) / step))
  return Array.from({ length: count }, (_, i) => ({
    x: gap + size + (i % perRow) * step,
    y: gap + size + Math.floor(i / perRow) * step,
  }))
}

/** Height needed for `count` dice laid out by `layoutDice`. */
export function diceHeight(count: number, size: number, width: number, gap = 10): number {
  const step = size * 2 + gap
  const perRow = Math.max(1, Math.floor((width - gap) / step))
  return gap + Math.max(1, Math.ceil(count / perRow)) * step
}
