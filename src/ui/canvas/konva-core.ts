/**
 * Konva's core (stage, layers, groups, drag and drop, tweens) and only the shapes the boards use, each
 * registered here. The package's main entry registers every shape and filter (the Transformer, paths,
 * sprites, twenty image filters), which a board would download without drawing them. A canvas drawn
 * without React (the Double Cross animator) imports this module alone, so its chunk leaves out
 * react-konva's reconciler (about 38 KB gzip); the react-konva boards take it through `konva.ts`.
 */
import type FullKonva from 'konva'
import Core from 'konva/lib/Core'
import 'konva/lib/shapes/Circle'
import 'konva/lib/shapes/Label'
import 'konva/lib/shapes/Line'
import 'konva/lib/shapes/Rect'
import 'konva/lib/shapes/RegularPolygon'
import 'konva/lib/shapes/Text'
import { setUpTouch } from './touch'

/** Konva's namespace, typed as the whole package's: the shapes imported above are the ones that exist. */
export const Konva = Core as typeof FullKonva

// Every board, whichever module draws it, takes fingers and a turned board alike (touch.ts).
setUpTouch(Konva)
