/**
 * Colours shared by every system. The colour-blind-safe set is Okabe & Ito's eight-colour palette, which
 * stays distinguishable under the common colour-vision deficiencies; tokens must still carry a shape or a
 * letter as well (`TOKEN_MARKS`), so nothing is told by colour alone.
 */
export type TokenColour = 'red' | 'blue' | 'green' | 'yellow' | 'purple' | 'orange' | 'black' | 'white'

const OKABE_ITO: Record<TokenColour, string> = {
  red: '#D55E00',
  blue: '#0072B2',
  green: '#009E73',
  yellow: '#F0E442',
  purple: '#CC79A7',
  orange: '#E69F00',
  black: '#2b2b2b',
  white: '#f4f4f4',
}

const CLASSIC: Record<TokenColour, string> = {
  red: '#d62828',
  blue: '#1d4ed8',
  green: '#15803d',
  yellow: '#facc15',
  purple: '#7e22ce',
  orange: '#ea580c',
  black: '#1f1f1f',
  white: '#fafafa',
}

/** A letter and a shape per colour, drawn on every token. */
export const TOKEN_MARKS: Record<
  TokenColour,
  { letter: string; shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'star' }
> = {
  red: { letter: 'R', shape: 'triangle' },
  blue: { letter: 'B', shape: 'square' },
  green: { letter: 'G', shape: 'hexagon' },
  yellow: { letter: 'Y', shape: 'star' },
  purple: { letter: 'P', shape: 'diamond' },
  orange: { letter: 'O', shape: 'circle' },
  black: { letter: 'K', shape: 'square' },
  white: { letter: 'W', shape: 'circle' },
}

export function tokenColour(colour: TokenColour, colourBlindSafe: boolean): string {
  return (colourBlindSafe ? OKABE_ITO : CLASSIC)[colour]
}

/** Two players' colours: blue and vermillion are the safest pair. */
export const PLAYER_COLOURS = ['#0072B2', '#D55E00'] as const

/**
 * The players' colours as ink: dark enough for small text on a light box, or under white text (WCAG AA,
 * 4.5:1 both ways). Vermillion itself carries white text at only 3.9:1.
 */
export const PLAYER_INK = ['#005F99', '#A84A00'] as const

/** UI accents: success, failure, critical, fumble. */
export const OUTCOME_COLOURS = {
  success: '#009E73',
  failure: '#D55E00',
  critical: '#E69F00',
  fumble: '#CC79A7',
} as const

/** Readable text on a coloured background. */
export function textOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)
  return luminance > 150 ? '#111' : '#fff'
}
