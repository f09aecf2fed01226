/**
 * Log lines (`events.<event type>` in the `frostgrave` namespace), filled with each event's params. The
 * English ones reproduce the engine's `text` exactly (tests/engine/frostgrave/event-templates.test.ts); a
 * wording that differs by an English word (a terrain kind or given name, an edge, a phase, why the game ended) is an
 * event type of its own. Distances are params such as `4.5"`, written as the table measures them.
 */
type Templates = Record<string, string>

const TERRAIN_KINDS = ['open', 'rough', 'blocking', 'cover'] as const
type Kind = (typeof TERRAIN_KINDS)[number]
const EDGES = ['north', 'south', 'east', 'west'] as const
const MOVE_SUFFIXES = ['', '-rough', '-climb', '-rough-climb'] as const
const END_REASONS = ['lost', 'collected', 'lastTreasure', 'turnLimit'] as const
const END_RESULTS = ['win', 'draw'] as const

/** As the engine names a given terrain name's event type: "Ruined tower" → "ruined-tower". */
const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * The terrain names the product gives (each kind's default, the presets' pieces), in English: the board's
 * labels (`terrainName.<name>`) and the log's `terrainRemoved-<slug>` lines. Each language names them in its
 * own file.
 */
const TERRAIN_NAMES = [
  'Open ground',
  'Rough ground',
  'Wall',
  'Cover',
  'Ruined tower',
  'Rubble',
  'Frozen pond',
  'Low wall',
  'House',
  'Statue',
  'Snowdrift',
  'Cart',
  'Market square',
] as const
const TERRAIN_NAMES_EN: Readonly<Record<string, string>> = Object.fromEntries(
  TERRAIN_NAMES.map((name) => [name, name]),
)
/** The event types that come in families (one per kind, edge, move or ending), from their words. */
export function familyTemplates(words: {
  kind: Record<Kind, string>
  /** The name a piece gets from its kind when the player gives it none. */
  defaultName: Record<Kind, string>
  placed: (name: string, kind: string) => string
  /** Every terrain name the product gives, in this language, by its English name. */
  terrainNames: Readonly<Record<string, string>>
  removed: (name: string) => string
  leftTable: Record<(typeof EDGES)[number], string>
  moved: Record<'full' | 'half', string>
  rough: string
  climb: string
  end: Record<(typeof END_REASONS)[number], string>
  result: Record<(typeof END_RESULTS)[number], string>
  join: (reason: string, result: string) => string
}): Templates {
  const out: Templates = {}
  for (const kind of TERRAIN_KINDS) {
    out[`events.frostgrave/terrainPlaced-${kind}`] = words.placed('{{name}}', words.kind[kind])
    out[`events.frostgrave/terrainPlaced-${kind}-unnamed`] = words.placed(
      words.defaultName[kind],
      words.kind[kind],
    )
  }
  for (const [english, name] of Object.entries(words.terrainNames))
    out[`events.frostgrave/terrainRemoved-${slug(english)}`] = words.removed(name)
  for (const kind of ['full', 'half'] as const) {
    for (const suffix of MOVE_SUFFIXES) {
      out[`events.frostgrave/modelMoved-${kind}${suffix}`] =
        words.moved[kind] +
        (suffix.includes('rough') ? words.rough : '') +
        (suffix.includes('climb') ? words.climb : '')
    }
  }
  for (const edge of EDGES) out[`events.frostgrave/leftTable-${edge}`] = words.leftTable[edge]
  for (const reason of END_REASONS) {
    for (const result of END_RESULTS) {
      out[`events.frostgrave/gameOver-${reason}-${result}`] = words.join(
        words.end[reason],
        words.result[result],
      )
    }
  }
  return out
}

/** A language's board labels for the given terrain names (`terrainName.<English name>`), by English name. */
export const terrainLabels = (names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([name, text]) => [`terrainName.${name}`, text]))

/** The board's labels for those names (`terrainName.<English name>`). */
export const TERRAIN_LABELS_EN: Record<string, string> = terrainLabels(TERRAIN_NAMES_EN)
export const EVENTS_EN: Templates = {
  ...familyTemplates({
    kind: { open: 'open', rough: 'rough', blocking: 'blocking, {{height}} high', cover: 'cover' },
    defaultName: { open: 'Open ground', rough: 'Rough ground', blocking: 'Wall', cover: 'Cover' },
    placed: (name, kind) => `${name} (${kind}) placed.`,
    terrainNames: TERRAIN_NAMES_EN,
    removed: (name) => `${name} removed.`,
    leftTable: {
      north: '{{model}} leaves the table by the north edge and will not return.',
      south: '{{model}} leaves the table by the south edge and will not return.',
      east: '{{model}} leaves the table by the east edge and will not return.',
      west: '{{model}} leaves the table by the west edge and will not return.',
    },
    moved: {
      full: '{{model}} moves {{cost}} of a full move ({{allowance}}).',
      half: '{{model}} moves {{cost}} of a half move ({{allowance}}).',
    },
    rough: ' Rough terrain costs {{rough}} extra (FG-4.2).',
    climb: ' Climbing costs {{climbed}} (FG-4.4).',
    end: {
      lost: 'No models are left on the table: the treasure still there is lost (FG-11.1).',
      collected: 'Only {{collector}} has models on the table and collects the treasure left (FG-11.1).',
      lastTreasure: 'The last treasure has left the table (FG-11.2).',
      turnLimit: "The scenario's {{turns}} turns are over (FG-2.4).",
    },
    result: {
      win: '{{winner}} wins with {{won}} treasure to {{lost}} (FG-11.3).',
      draw: 'Treasure {{treasure1}}–{{treasure2}}: a draw (FG-11.3).',
    },
    join: (reason, result) => `${reason} ${result}`,
  }),
  'events.frostgrave/terrainRemoved': '{{name}} removed.',
  'events.frostgrave/terrainPreset-ruined-square': 'Terrain laid out: Ruined square ({{pieces}} pieces).',
  'events.frostgrave/terrainPreset-frozen-streets': 'Terrain laid out: Frozen streets ({{pieces}} pieces).',
  'events.frostgrave/terrainPreset-open-ground': 'Terrain laid out: Open ground ({{pieces}} pieces).',
  'events.frostgrave/terrainDone': 'Terrain is set ({{pieces}} pieces). Place treasure: {{player}} first.',
  'events.frostgrave/treasurePlaced': '{{player}} places treasure {{treasure}} at ({{x}}, {{y}}).',
  'events.frostgrave/rollOff':
    'Roll-off: {{player1}} {{roll1}}, {{player2}} {{roll2}}. {{winner}} picks a side and deploys first.',
  'events.frostgrave/rollOff-rerolled':
    'Roll-off: {{player1}} {{roll1}}, {{player2}} {{roll2}} (ties rerolled). {{winner}} picks a side and deploys first.',
  'events.frostgrave/edgeChosen-north': '{{player}} takes the north edge and deploys all models first.',
  'events.frostgrave/edgeChosen-south': '{{player}} takes the south edge and deploys all models first.',
  'events.frostgrave/deployed': '{{model}} deployed.',
  'events.frostgrave/deployHandOver': '{{done}} has deployed; {{next}} deploys.',
  'events.frostgrave/playBegins': 'Both warbands are deployed: turn 1 begins with the initiative roll.',
  'events.frostgrave/initiative':
    'Turn {{turn}} initiative: {{player1}} {{roll1}}, {{player2}} {{roll2}}. {{first}} goes first in every phase.',
  'events.frostgrave/initiative-rerolled':
    'Turn {{turn}} initiative: {{player1}} {{roll1}}, {{player2}} {{roll2}} (ties rerolled). {{first}} goes first in every phase.',
  'events.frostgrave/activated': '{{leader}} activates.',
  'events.frostgrave/activated-group1': '{{leader}} activates with {{soldier1}}: everyone moves first.',
  'events.frostgrave/activated-group2':
    '{{leader}} activates with {{soldier1}}, {{soldier2}}: everyone moves first.',
  'events.frostgrave/activated-group3':
    '{{leader}} activates with {{soldier1}}, {{soldier2}}, {{soldier3}}: everyone moves first.',
  'events.frostgrave/clinging':
    '{{model}}: Out of movement while climbing: clings to the wall {{height}} up.',
  'events.frostgrave/clinging-down':
    '{{model}}: Out of movement while climbing down: clings to the wall {{height}} up.',
  'events.frostgrave/fell': '{{model}} falls {{height}} and takes {{damage}} damage (Health {{health}}).',
  'events.frostgrave/fell-harmless': '{{model}} drops {{height}}: under 3", no damage.',
  'events.frostgrave/killed': '{{model}} is killed by the fall.',
  'events.frostgrave/treasureDropped-fell': '{{model}} drops the treasure where it fell.',
  'events.frostgrave/treasureSecured': '{{model}} carries treasure off the table: secured for {{player}}.',
  'events.frostgrave/forcedCombatOption': '{{model}} is within 1" of {{enemy}}, who may force combat.',
  'events.frostgrave/contact': '{{model}} is in base contact: fighting takes an action.',
  'events.frostgrave/treasurePickedUp':
    '{{model}} picks up treasure {{treasure}}: Move halved, −1 Fight while carrying (FG-9.2).',
  'events.frostgrave/treasureDropped': '{{model}} drops treasure {{treasure}}.',
  'events.frostgrave/modelDone': '{{model}} ends its activation.',
  'events.frostgrave/activationDone': "{{leader}}'s activation ends.",
  'events.frostgrave/fastActPassed': "{{player}} lets {{model}}'s Fast Act go.",
  'events.frostgrave/phaseDone-wizard': '{{player}} end the wizard phase.',
  'events.frostgrave/phaseDone-apprentice': '{{player}} end the apprentice phase.',
  'events.frostgrave/phaseDone-soldier': '{{player}} end the soldier phase.',
  'events.frostgrave/phaseDone-creature': 'The creatures end the creature phase.',
  'events.frostgrave/creatureApproaches-full':
    '{{creature}} moves {{distance}} towards {{target}}, the nearest model in sight within 10" (full move).',
  'events.frostgrave/creatureApproaches-half':
    '{{creature}} moves {{distance}} towards {{target}}, the nearest model in sight within 10" (half move).',
  'events.frostgrave/creatureBlocked': '{{creature}} cannot get any closer to {{target}}.',
  'events.frostgrave/creatureWanders':
    '{{creature}} sees no one within 10" and rolls {{face}} for a random direction ({{face}} o\'clock, 12 is north): it moves {{distance}}.',
  'events.frostgrave/creatureWanders-stopped':
    '{{creature}} sees no one within 10" and rolls {{face}} for a random direction ({{face}} o\'clock, 12 is north): it moves {{distance}} and stops at an obstacle.',
  'events.frostgrave/creatureWanderBlocked':
    '{{creature}} sees no one within 10" and rolls {{face}} for a random direction ({{face}} o\'clock, 12 is north), but something is in the way.',
  'events.frostgrave/creatureStops': '{{creature}} still sees no one within 10" and stops.',
  'events.frostgrave/creatureForcesCombat':
    '{{model}} comes within 1" of {{creature}}, which moves into contact: they are in combat.',
  'events.frostgrave/creatureCannotForce':
    '{{model}} comes within 1" of {{creature}}, which cannot reach its base: no combat.',
}
