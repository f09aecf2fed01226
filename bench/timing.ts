/** Times a call: runs it once to warm up, then repeatedly for at least `minMs`; returns the mean per call. */
export function timePerCall(run: () => void, minMs = 300): { perCallMs: number; calls: number } {
  run()
  let calls = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < minMs) {
    run()
    calls++
    elapsed = performance.now() - start
  }
  return { perCallMs: elapsed / calls, calls }
}
