/**
 * The critical-chain animator's canvas: one chain, or two side by side for an opposed check, and the
 * encroachment gauges beside them. A chunk of its own with Konva (see `View`): a table with nothing rolled
 * yet shows its hint as text and never downloads the canvas.
 *
 * It draws with plain Konva (`animator-scene.ts`) rather than react-konva: it is the only canvas of the
 * Double Cross screen, and without react-konva's reconciler its chunk is about 38 KB gzip lighter. The
 * scene is updated after each render, so the component stays a view of its props.
 */
import { memo, useEffect, useLayoutEffect, useRef } from 'react'
import type Konva from 'konva'
import { Konva as K } from '../../../canvas/konva-core'
import { useStageLocator } from '../../../canvas/locator'
import { createAnimatorScene, type AnimatorScene, type AnimatorSceneProps } from './animator-scene'

export interface AnimatorProps extends AnimatorSceneProps {
  /** Called once the canvas is on the page: the playback waits for it. */
  onShown: () => void
}

/**
 * Memoised: the view renders at every command and timeline step, and the scene's update (which lays out
 * and redraws the layer) is only needed when what it shows has changed.
 */
export const Animator = memo(function Animator({ onShown, ...props }: AnimatorProps) {
  const host = useRef<HTMLDivElement>(null)
  const stage = useRef<Konva.Stage | null>(null)
  const scene = useRef<AnimatorScene | null>(null)
  useStageLocator(stage)

  useLayoutEffect(() => {
    const created = new K.Stage({ container: host.current!, width: props.width, height: props.height })
    const layer = new K.Layer()
    created.add(layer)
    stage.current = created
    scene.current = createAnimatorScene(layer)
    return () => {
      scene.current?.destroy()
      scene.current = null
      stage.current = null
      created.destroy()
    }
    // The stage lives as long as the component; its size follows in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // After every render: the scene compares and keeps what it can (a chain mid-tumble goes on tumbling).
  useLayoutEffect(() => {
    stage.current?.size({ width: props.width, height: props.height })
    scene.current?.update(props)
  })

  useEffect(onShown, [onShown])
  return <div ref={host} />
})
