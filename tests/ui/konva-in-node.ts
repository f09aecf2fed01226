/**
 * Konva scenes built in Vitest: Konva measures text on a canvas and Node has none, so while a suite runs
 * every canvas is a 2D context that measures 7 px a character and reads back blank pixels.
 */
import { afterAll, beforeAll, vi } from 'vitest'

export function stubCanvas(): void {
  beforeAll(() => {
    const context = new Proxy(
      {
        measureText: (s: string) => ({ width: 7 * s.length, actualBoundingBoxAscent: 8 }),
        getImageData: () => ({ data: [0, 0, 0, 0] }),
      },
      { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}) },
    )
    vi.stubGlobal('document', { createElement: () => ({ getContext: () => context, style: {} }) })
  })
  afterAll(() => {
    vi.unstubAllGlobals()
  })
}
