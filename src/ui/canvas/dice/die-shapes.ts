/**
 * Outline points of each die as seen from above, unit-sized (radius 1, centred on 0,0), so every system
 * draws the same recognisable d4, d6, d8, d10, d12 and d20.
 */
const polygon = (corners: number, rotation: number): number[] =>
  Array.from({ length: corners }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / corners
    return [Math.cos(a), Math.sin(a)]
  }).flat()

export function dieOutline(sides: number): number[] {
  switch (sides) {
    case 4:
      return polygon(3, -Math.PI / 2)
    case 6:
      return [-0.8, -0.8, 0.8, -0.8, 0.8, 0.8, -0.8, 0.8]
    case 8:
      return [0, -1, 0.85, 0, 0, 1, -0.85, 0]
    case 10:
      // The kite a d10 shows face-on.
      return [0, -1, 0.9, -0.15, 0.55, 0.55, 0, 1, -0.55, 0.55, -0.9, -0.15]
    case 12:
      return polygon(5, -Math.PI / 2)
    case 20:
      return polygon(6, -Math.PI / 2)
    default:
      return polygon(24, 0)
  }
}

/** Inner facet lines that make the solid readable (a d20's central triangle, a d10's ridge). */
export function dieFacets(sides: number): number[][] {
  switch (sides) {
    case 20: {
      const tri = polygon(3, -Math.PI / 2).map((v) => v * 0.55)
      return [[...tri, tri[0]!, tri[1]!]]
    }
    case 10:
      return [
        [-0.9, -0.15, 0, 0.15, 0.9, -0.15],
        [0, 0.15, 0, 1],
      ]
    case 8:
      return [[-0.85, 0, 0.85, 0]]
    default:
      return []
  }
}

/** Where the number sits vertically within the outline (a d4's centre of mass is low). */
export const faceOffsetY = (sides: number): number => (sides === 4 ? 0.2 : sides === 10 ? -0.1 : 0)
