/**
 * A button that picks one JSON file and hands it on (a table's import, a replay): what it refuses shows
 * under the button, and the picker is cleared so the same file can be picked again.
 */
import { useRef, useState } from 'react'

export function JsonFileButton({
  label,
  testId,
  onFile,
}: {
  label: string
  testId: string
  /** Reads the file; the refusal's text, or null when it was taken. */
  onFile(file: File): Promise<string | null>
}) {
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)

  const pick = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    const refusal = await onFile(file)
    if (input.current) input.current.value = ''
    setError(refusal)
  }

  return (
    <div className="import">
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid={testId}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
