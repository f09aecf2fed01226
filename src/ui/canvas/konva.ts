/**
 * Konva as the boards draw with it: Konva's core (stage, layers, groups, drag and drop, tweens) and only
 * the shapes the boards use, each registered here, with react-konva's components over that core. The
 * packages' main entries register every shape and filter (the Transformer, paths, sprites, twenty image
 * filters), which a board would download without drawing them. Lint sends every Konva import through this
 * module; a board that needs another shape adds its import here.
 */
import type FullKonva from 'konva'
import Core from 'konva/lib/Core'
import 'konva/lib/shapes/Circle'
import 'konva/lib/shapes/Label'
import 'konva/lib/shapes/Line'
import 'konva/lib/shapes/Rect'
import 'konva/lib/shapes/RegularPolygon'
import 'konva/lib/shapes/Text'

/** Konva's namespace, typed as the whole package's: the shapes imported above are the ones that exist. */
export const Konva = Core as typeof FullKonva

export {
  Circle,
  Group,
  Label,
  Layer,
  Line,
  Rect,
  RegularPolygon,
  Stage,
  Tag,
  Text,
} from 'react-konva/lib/ReactKonvaCore'
