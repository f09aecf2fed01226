/** A labelled whole-number input that clamps to its range (the engine refuses anything else anyway). */
export function NumberField({
  id,
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  id: string
  label: string
  value: number
  min: number
  max: number
  onChange(value: number): void
  testId?: string
}) {
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={value}
        data-testid={testId}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value))
          // `|| 0`: a typed "-0" would reach the state as −0, which a save writes as 0, so a reloaded
          // table would no longer equal the live one.
          if (Number.isFinite(n)) onChange(Math.max(min, Math.min(max, n)) || 0)
        }}
      />
    </label>
  )
}
