/** 射击 (FG-6) 与概率 (FG-12): 记录、拒绝原因、射击面板, 用语依规则摘要 (阻碍地形、轻型/重型掩体、仓促射击)。 */
import type { RuleEntry } from '../../../../app/system-ui'
const ROLLS =
  '{{model}}掷出{{shooterRoll}}{{shooterMod}} = {{shooterTotal}}，{{target}}掷出{{targetRoll}}{{targetMod}} = {{targetTotal}}'
const SUM = '{{shooterTotal}}{{bonus}} − 盔甲{{armour}}'

export const SHOOT_ZH_HANS: Record<string, string> = {
  'events.frostgrave/shot-bow': '{{model}}以弓射击{{target}}（{{distance}}，视线可及）。',
  'events.frostgrave/shot-crossbow': '{{model}}以弩射击{{target}}（{{distance}}，视线可及）。',
  'events.frostgrave/shotIntoCombat': '{{declared}}正在近战：d{{sides}}掷出{{face}}，箭射向{{target}}。',
  'events.frostgrave/shotModifier-intervening': '阻碍地形（{{count}}）：{{target}}的掷骰{{value}}。',
  'events.frostgrave/shotModifier-lightCover-terrain': '{{target}}有轻型掩体：掷骰{{value}}。',
  'events.frostgrave/shotModifier-lightCover-model': '{{target}}在{{by}}身后，有轻型掩体：掷骰{{value}}。',
  'events.frostgrave/shotModifier-heavyCover-terrain': '{{target}}有重型掩体：掷骰{{value}}。',
  'events.frostgrave/shotModifier-heavyCover-model': '{{target}}在{{by}}身后，有重型掩体：掷骰{{value}}。',
  'events.frostgrave/shotModifier-hasty': '仓促射击（{{model}}先移动了）：{{target}}的掷骰{{value}}。',
  'events.frostgrave/shotModifier-large': '{{target}}是大型目标：掷骰{{value}}。',
  'events.frostgrave/shotModifier-carrying': '{{target}}携带宝藏：近战掷骰{{value}}。',
  'events.frostgrave/shotModifier-woundedShooter': '{{model}}受伤：掷骰{{value}}。',
  'events.frostgrave/shotModifier-woundedTarget': '{{target}}受伤：掷骰{{value}}。',
  'events.frostgrave/shotModifier-glow': '{{target}}正在发光：掷骰{{value}}。',
  'events.frostgrave/shotModifier-storm': '召唤风暴的风雨：{{model}}的掷骰{{value}}。',
  'events.frostgrave/shotMissed': `${ROLLS}：未命中。`,
  'events.frostgrave/shotHit': `${ROLLS}：命中，${SUM} = {{damage}}点伤害。`,
  'events.frostgrave/shotHit-noDamage': `${ROLLS}：命中，但${SUM}没有造成伤害。`,
  'events.frostgrave/shotHit-critical': `${ROLLS}：掷出 20，致命一击：${SUM} = {{base}}，伤害加倍为{{damage}}。`,
  'events.frostgrave/shotHit-critical-noDamage': `${ROLLS}：掷出 20，致命一击，但${SUM}没有造成伤害。`,
  'events.frostgrave/reloaded': '{{model}}为弩重新装填。',
  'errors.shootOutsidePlay': '射击在游戏进行中才能进行 (FG-6.1)',
  'errors.noRangedWeapon': '{{model}}没有弓或弩 (FG-6.1)',
  'errors.crossbowUnloaded': '{{model}}的弩必须先重新装填 (FG-6.1)',
  'errors.alreadyShot': '{{model}}在这次启动中已经射击过 (FG-6.1)',
  'errors.shootInCombat': '{{model}}正在近战，无法射击 (FG-6.1)',
  'errors.shotTarget': '请射击桌上的敌方模型 (FG-6.2)',
  'errors.outOfRange': '{{target}}距离{{distance}}：超出射程（{{range}}） (FG-6.1)',
  'errors.noLineOfSight': '{{model}}看不见{{target}} (FG-6.2)',
  'errors.noCrossbow': '{{model}}没有弩 (FG-6.1)',
  'errors.crossbowLoaded': '{{model}}的弩已经装填 (FG-6.1)',
  'shoot.shoot': '射击',
  'shoot.reload': '重新装填弩 (FG-6.1)',
  'shoot.aim': '点选标示的目标：在射程内且视线可及 (FG-6.1, FG-6.2)',
  'shoot.noTargets': '没有在射程内且看得见的敌人 (FG-6.1, FG-6.2)',
  'shoot.reloadFirst': '弩未装填：请先装填 (FG-6.1)',
  'shoot.title-bow': '{{model}}以弓射击',
  'shoot.title-crossbow': '{{model}}以弩射击',
  'shoot.distance': '{{target}}，距离{{distance}}',
  'shoot.beauty':
    '美貌：{{attacker}}须先掷 d20 + 意志 达到{{score}}以上才能攻击{{target}}：攻击发生的概率{{p}}，下方概率已计入 (FG-8.2, FG-8.5)',
  'shoot.intoCombat': '射入近战：掷骰决定命中哪个模型 (FG-6.5)',
  'shoot.chance': '成为目标的概率{{chance}}',
  'shoot.rolls': 'd20{{shooter}}对 d20{{target}}，平手为未命中 (FG-6.3)',
  'shoot.noModifiers': '没有修正 (FG-6.4)',
  'shoot.odds': '命中{{hit}} · 期望伤害{{damage}} · 击杀{{kill}} (FG-12)',
  'shoot.confirm': '射击',
  'shoot.cancel': '取消',
  'shoot.mod.intervening': '阻碍地形 ×{{count}}',
  'shoot.mod.lightCover-terrain': '轻型掩体',
  'shoot.mod.lightCover-model': '{{by}}身后的轻型掩体',
  'shoot.mod.heavyCover-terrain': '重型掩体',
  'shoot.mod.heavyCover-model': '{{by}}身后的重型掩体',
  'shoot.mod.hasty': '仓促射击',
  'shoot.mod.large': '大型目标',
  'shoot.mod.carrying': '携带宝藏',
  'shoot.mod.woundedShooter': '射击者受伤',
  'shoot.mod.woundedTarget': '目标受伤',
  'shoot.mod.glow': '目标受发光法术影响',
  'shoot.mod.storm': '召唤风暴（弓与十字弓）',
  'shoot.side.shooter': '加到射击者的掷骰',
  'shoot.side.target': '加到目标的掷骰',
}

/** The rules reference for shooting (FG-6), by rule ID. */
export const SHOOT_RULES_ZH_HANS: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-6.1': {
    title: '射击',
    text: '装备弓或弩的模型，每次启动最多射击 1 次，作为一个行动，目标为 24 英寸内 (基座边缘到边缘) 的敌人；近战中无法射击。弩射击后必须重新装填：装填是一个行动，可取代必须的移动。',
  },
  'FG-6.2': {
    title: '视线',
    text: '宣告射击前确认视线与射程；除非目标完全被遮蔽，否则视为看得见。按「射击」后，射程内且看得见的目标会在桌上被圈出。',
  },
  'FG-6.3': {
    title: '射击掷骰',
    text: '射击者 D20 + 射击数值 + 修正，目标 D20 + 近战数值 + 修正。射击者的战斗输出较高即命中 (平手未命中)，伤害 = 战斗输出 (弩 +2) − 盔甲。掷出 20 自动命中，伤害 ×2。',
  },
  'FG-6.4': {
    title: '射击修正',
    text: '加到目标的掷骰：阻碍地形每个 +1；轻型掩体 +2 (被地形或相接的模型遮蔽 1/2 以内)；重型掩体 +4 (遮蔽超过一半)；仓促射击 +1 (射击者先移动)；大型目标 −2。与射击者相接的地形不算。面板在掷骰前列出每一项。',
  },
  'FG-6.5': {
    title: '射入近战',
    text: '对近战中的模型射击时，先掷骰决定命中该近战中的哪个模型 (可能是自己人)，然后照常结算。',
  },
}
