/**
 * Shooting (FG-6) and its odds (FG-12) in English: log lines (`events.<type>`, reproducing the engine's text
 * exactly), refusals (`errors.<code>`, reproducing its `error`) and the shot panel. One file per language.
 */
import type { RuleEntry } from '../../../../app/system-ui'
const ROLLS =
  '{{model}} rolls {{shooterRoll}}{{shooterMod}} = {{shooterTotal}}, {{target}} rolls {{targetRoll}}{{targetMod}} = {{targetTotal}}'
const SUM = '{{shooterTotal}}{{bonus}} − Armour {{armour}}'

export const SHOOT_EN: Record<string, string> = {
  'events.frostgrave/shot-bow': '{{model}} shoots at {{target}} with a bow ({{distance}}, in sight).',
  'events.frostgrave/shot-crossbow':
    '{{model}} shoots at {{target}} with a crossbow ({{distance}}, in sight).',
  'events.frostgrave/shotIntoCombat':
    '{{declared}} is in combat: a d{{sides}} rolls {{face}}, so the shot goes at {{target}}.',
  'events.frostgrave/shotModifier-intervening':
    "Intervening terrain ({{count}}): {{value}} to {{target}}'s roll.",
  'events.frostgrave/shotModifier-lightCover-terrain': '{{target}} is in light cover: {{value}} to its roll.',
  'events.frostgrave/shotModifier-lightCover-model':
    '{{target}} is in light cover behind {{by}}: {{value}} to its roll.',
  'events.frostgrave/shotModifier-heavyCover-terrain': '{{target}} is in heavy cover: {{value}} to its roll.',
  'events.frostgrave/shotModifier-heavyCover-model':
    '{{target}} is in heavy cover behind {{by}}: {{value}} to its roll.',
  'events.frostgrave/shotModifier-hasty':
    "Hasty shot ({{model}} moved first): {{value}} to {{target}}'s roll.",
  'events.frostgrave/shotModifier-large': '{{target}} is a large target: {{value}} to its roll.',
  'events.frostgrave/shotModifier-carrying': '{{target}} carries treasure: {{value}} to its Fight roll.',
  'events.frostgrave/shotModifier-woundedShooter': '{{model}} is wounded: {{value}} to its roll.',
  'events.frostgrave/shotModifier-woundedTarget': '{{target}} is wounded: {{value}} to its roll.',
  'events.frostgrave/shotModifier-glow': '{{target}} glows: {{value}} to its roll.',
  'events.frostgrave/shotModifier-storm': "The storm: {{value}} to {{model}}'s roll.",
  'events.frostgrave/shotMissed': `${ROLLS}: a miss.`,
  'events.frostgrave/shotHit': `${ROLLS}: a hit for ${SUM} = {{damage}} damage.`,
  'events.frostgrave/shotHit-noDamage': `${ROLLS}: a hit, but ${SUM} does no damage.`,
  'events.frostgrave/shotHit-critical': `${ROLLS}: a natural 20, a critical hit: ${SUM} = {{base}}, doubled to {{damage}} damage.`,
  'events.frostgrave/shotHit-critical-noDamage': `${ROLLS}: a natural 20, a critical hit, but ${SUM} does no damage.`,
  'events.frostgrave/reloaded': '{{model}} reloads the crossbow.',
  'errors.shootOutsidePlay': 'Shooting happens during play (FG-6.1)',
  'errors.noRangedWeapon': '{{model}} has no bow or crossbow (FG-6.1)',
  'errors.crossbowUnloaded': "{{model}}'s crossbow must be reloaded first (FG-6.1)",
  'errors.alreadyShot': '{{model}} has already shot in this activation (FG-6.1)',
  'errors.shootInCombat': '{{model}} is in combat and cannot shoot (FG-6.1)',
  'errors.shotTarget': 'Shoot at an enemy model on the table (FG-6.2)',
  'errors.outOfRange': '{{target}} is {{distance}} away: out of range ({{range}}) (FG-6.1)',
  'errors.noLineOfSight': '{{model}} cannot see {{target}} (FG-6.2)',
  'errors.noCrossbow': '{{model}} has no crossbow (FG-6.1)',
  'errors.crossbowLoaded': "{{model}}'s crossbow is already loaded (FG-6.1)",
  'shoot.shoot': 'Shoot',
  'shoot.reload': 'Reload crossbow (FG-6.1)',
  'shoot.aim': 'Click a highlighted target: in range and in sight (FG-6.1, FG-6.2)',
  'shoot.noTargets': 'No enemy in range and in sight (FG-6.1, FG-6.2)',
  'shoot.reloadFirst': 'Crossbow unloaded: reload first (FG-6.1)',
  'shoot.title-bow': '{{model}} shoots a bow',
  'shoot.title-crossbow': '{{model}} shoots a crossbow',
  'shoot.distance': '{{target}}, {{distance}} away',
  'shoot.beauty':
    'Beauty: {{attacker}} must first roll d20 + Will {{score}}+ to attack {{target}}: the attack happens {{p}}; the odds below count it (FG-8.2, FG-8.5)',
  'shoot.intoCombat': 'In combat: a die picks the model hit (FG-6.5)',
  'shoot.chance': '{{chance}} to be the one shot at',
  'shoot.rolls': 'd20{{shooter}} against d20{{target}}, ties miss (FG-6.3)',
  'shoot.noModifiers': 'No modifiers (FG-6.4)',
  'shoot.odds': 'Hit {{hit}} · expected damage {{damage}} · kill {{kill}} (FG-12)',
  'shoot.confirm': 'Shoot',
  'shoot.cancel': 'Cancel',
  'shoot.mod.intervening': 'Intervening terrain ×{{count}}',
  'shoot.mod.lightCover-terrain': 'Light cover',
  'shoot.mod.lightCover-model': 'Light cover behind {{by}}',
  'shoot.mod.heavyCover-terrain': 'Heavy cover',
  'shoot.mod.heavyCover-model': 'Heavy cover behind {{by}}',
  'shoot.mod.hasty': 'Hasty shot',
  'shoot.mod.large': 'Large target',
  'shoot.mod.carrying': 'Carrying treasure',
  'shoot.mod.woundedShooter': 'Shooter wounded',
  'shoot.mod.woundedTarget': 'Target wounded',
  'shoot.mod.glow': 'Glow on the target',
  'shoot.mod.storm': 'Call Storm (bows and crossbows)',
  'shoot.side.shooter': "to the shooter's roll",
  'shoot.side.target': "to the target's roll",
}

/** The in-app rules reference for shooting. */
export const SHOOT_RULES_EN: readonly RuleEntry[] = [
  {
    id: 'FG-6.1',
    title: 'Shooting',
    text: 'A model with a bow or crossbow may shoot once per activation, as an action, at an enemy within 24" (base edge to base edge), never while in combat. A crossbow must then be reloaded: an action that may stand in for the Move.',
  },
  {
    id: 'FG-6.2',
    title: 'Line of sight',
    text: 'Check range and sight before shooting: a target is visible unless completely hidden. Press Shoot: the targets in range and in sight are ringed on the table.',
  },
  {
    id: 'FG-6.3',
    title: 'The shot',
    text: 'The shooter rolls d20 + Shoot, the target d20 + Fight, each with its modifiers. A higher shooter total hits (ties miss) and deals its total (crossbow +2) − Armour. A natural 20 always hits and doubles the damage.',
  },
  {
    id: 'FG-6.4',
    title: 'Shooting modifiers',
    text: "Added to the target's roll: intervening terrain +1 each; light cover +2 (up to half hidden by terrain or a model it touches); heavy cover +4 (more than half hidden); hasty shot +1 (the shooter moved first); large target −2. Terrain touching the shooter does not count. The panel lists each one before the roll.",
  },
  {
    id: 'FG-6.5',
    title: 'Shooting into combat',
    text: 'A shot at a model in combat goes at one of the models of that combat, picked by a die (it may be a friend); then the shot is resolved as usual.',
  },
]
