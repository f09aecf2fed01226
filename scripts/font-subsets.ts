/**
 * Which self-hosted font files the service worker precaches. The Noto fonts come split by unicode-range
 * (about a hundred files per CJK font), and a page downloads only the files whose range covers text it
 * shows. Precaching them all would cost every visitor ~11 MB, so the build keeps the files that cover the
 * product's own text (every character in the built JavaScript, CSS and HTML): all of it then renders
 * offline after the first visit. Glyphs only a player types (a character's name) are cached at run time.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ManifestTransform } from 'workbox-build'

type Range = readonly [number, number]

/** `U+4e00-9fff,U+3001` → [[0x4e00, 0x9fff], [0x3001, 0x3001]]. */
export function parseUnicodeRange(text: string): Range[] {
  return text.split(',').flatMap((part) => {
    const m = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim())
    if (!m) return []
    if (m[1]!.includes('?')) {
      return [[parseInt(m[1]!.replace(/\?/g, '0'), 16), parseInt(m[1]!.replace(/\?/g, 'f'), 16)] as const]
    }
    const lo = parseInt(m[1]!, 16)
    return [[lo, m[2] ? parseInt(m[2], 16) : lo] as const]
  })
}

/** Maps each woff2 file named in the CSS (its base name) to the unicode ranges of its @font-face. */
export function fontFileRanges(css: string): Map<string, Range[]> {
  const out = new Map<string, Range[]>()
  for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const file = /url\(([^)]*?\.woff2)\)/.exec(block)?.[1]
    const range = /unicode-range:\s*([^;}]*)/.exec(block)?.[1]
    if (file && range) out.set(file.split('/').pop()!, parseUnicodeRange(range))
  }
  return out
}

/** The distinct code points above ASCII in a text. */
export function codePoints(text: string): Set<number> {
  const out = new Set<number>()
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (cp > 0x7f) out.add(cp)
  }
  return out
}

const covers = (ranges: readonly Range[], points: ReadonlySet<number>): boolean => {
  for (const p of points) if (ranges.some(([lo, hi]) => p >= lo && p <= hi)) return true
  return false
}

/** Drops from the precache the woff2 files that none of the built text needs. */
export function keepUsedFontFiles(outDirOf: () => string): ManifestTransform {
  return (entries) => {
    const outDir = outDirOf()
    const assets = join(outDir, 'assets')
    const files = readdirSync(assets)
    const text = (ext: string) =>
      files
        .filter((f) => f.endsWith(ext))
        .map((f) => readFileSync(join(assets, f), 'utf8'))
        .join('\n')
    const css = text('.css')
    const used = codePoints(text('.js') + css + readFileSync(join(outDir, 'index.html'), 'utf8'))
    const ranges = fontFileRanges(css)
    const warnings: string[] = []
    const manifest = entries.filter((entry) => {
      if (!entry.url.endsWith('.woff2')) return true
      const fileRanges = ranges.get(entry.url.split('/').pop()!)
      // A font file no CSS describes is not one of ours to judge: keep it.
      return !fileRanges || covers(fileRanges, used)
    })
    return { manifest, warnings }
  }
}
