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
          if (Number.isFinite(n)) onChange(Math.max(min, Math.min(max, n)))
        }}
      />
    </label>
  )
}
