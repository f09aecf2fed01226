/**
 * Konva as the react-konva boards draw with it: the core and the shapes of `konva-core.ts`, with
 * react-konva's components over that core. Lint sends every Konva import through these two modules; a
 * board that needs another shape adds its import to `konva-core.ts`.
 */
export { Konva } from './konva-core'

export {
  Circle,
  Group,
  Label,
  Layer,
  Line,
  Rect,
  RegularPolygon,
  Shape,
  Stage,
  Tag,
  Text,
} from 'react-konva/lib/ReactKonvaCore'
