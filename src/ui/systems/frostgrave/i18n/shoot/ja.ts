/** 射撃 (FG-6) と確率 (FG-12): ログ、拒否理由、射撃パネル。 */
import type { RuleEntry } from '../../../../app/system-ui'
const ROLLS =
  '{{model}} は {{shooterRoll}}{{shooterMod}} = {{shooterTotal}}、{{target}} は {{targetRoll}}{{targetMod}} = {{targetTotal}}'
const SUM = '{{shooterTotal}}{{bonus}} − 装甲 {{armour}}'

export const SHOOT_JA: Record<string, string> = {
  'events.frostgrave/shot-bow': '{{model}} が弓で {{target}} を射撃 ({{distance}}、視線あり)。',
  'events.frostgrave/shot-crossbow': '{{model}} がクロスボウで {{target}} を射撃 ({{distance}}、視線あり)。',
  'events.frostgrave/shotIntoCombat':
    '{{declared}} は戦闘中: d{{sides}} の出目 {{face}} により、射撃は {{target}} に向かう。',
  'events.frostgrave/shotModifier-intervening': '間にある地形 ({{count}}): {{target}} の出目に {{value}}。',
  'events.frostgrave/shotModifier-lightCover-terrain': '{{target}} は軽い遮蔽にいる: 出目に {{value}}。',
  'events.frostgrave/shotModifier-lightCover-model':
    '{{target}} は {{by}} の陰で軽い遮蔽: 出目に {{value}}。',
  'events.frostgrave/shotModifier-heavyCover-terrain': '{{target}} は重い遮蔽にいる: 出目に {{value}}。',
  'events.frostgrave/shotModifier-heavyCover-model':
    '{{target}} は {{by}} の陰で重い遮蔽: 出目に {{value}}。',
  'events.frostgrave/shotModifier-hasty':
    '急ぎの射撃 ({{model}} は先に移動した): {{target}} の出目に {{value}}。',
  'events.frostgrave/shotModifier-large': '{{target}} は大型の目標: 出目に {{value}}。',
  'events.frostgrave/shotModifier-carrying': '{{target}} は宝物を運んでいる: 戦闘の出目に {{value}}。',
  'events.frostgrave/shotModifier-woundedShooter': '{{model}} は負傷している: 出目に {{value}}。',
  'events.frostgrave/shotModifier-woundedTarget': '{{target}} は負傷している: 出目に {{value}}。',
  'events.frostgrave/shotModifier-glow': '{{target}} はグロウで光っている: 出目に {{value}}。',
  'events.frostgrave/shotModifier-storm': 'コール・ストームの嵐: {{model}} の出目に {{value}}。',
  'events.frostgrave/shotMissed': `${ROLLS}: 外れ。`,
  'events.frostgrave/shotHit': `${ROLLS}: 命中、${SUM} = {{damage}} ダメージ。`,
  'events.frostgrave/shotHit-noDamage': `${ROLLS}: 命中したが ${SUM} でダメージなし。`,
  'events.frostgrave/shotHit-critical': `${ROLLS}: 出目 20、クリティカルヒット: ${SUM} = {{base}}、倍の {{damage}} ダメージ。`,
  'events.frostgrave/shotHit-critical-noDamage': `${ROLLS}: 出目 20、クリティカルヒットだが ${SUM} でダメージなし。`,
  'events.frostgrave/reloaded': '{{model}} はクロスボウを装填した。',
  'errors.shootOutsidePlay': '射撃はゲーム中に行います (FG-6.1)',
  'errors.noRangedWeapon': '{{model}} は弓もクロスボウも持っていません (FG-6.1)',
  'errors.crossbowUnloaded': '{{model}} のクロスボウは先に装填が必要です (FG-6.1)',
  'errors.alreadyShot': '{{model}} はこの行動ですでに射撃しました (FG-6.1)',
  'errors.shootInCombat': '{{model}} は戦闘中のため射撃できません (FG-6.1)',
  'errors.shotTarget': '卓上の敵モデルを射撃してください (FG-6.2)',
  'errors.outOfRange': '{{target}} までは {{distance}}: 射程 ({{range}}) 外です (FG-6.1)',
  'errors.noLineOfSight': '{{model}} から {{target}} は見えません (FG-6.2)',
  'errors.noCrossbow': '{{model}} はクロスボウを持っていません (FG-6.1)',
  'errors.crossbowLoaded': '{{model}} のクロスボウはすでに装填済みです (FG-6.1)',
  'shoot.shoot': '射撃',
  'shoot.reload': 'クロスボウを装填 (FG-6.1)',
  'shoot.aim': '強調された目標をクリック: 射程内かつ視線あり (FG-6.1, FG-6.2)',
  'shoot.noTargets': '射程内で見える敵がいません (FG-6.1, FG-6.2)',
  'shoot.reloadFirst': 'クロスボウは装填されていない：先に装填する (FG-6.1)',
  'shoot.title-bow': '{{model}} が弓で射撃',
  'shoot.title-crossbow': '{{model}} がクロスボウで射撃',
  'shoot.distance': '{{target}}、距離 {{distance}}',
  'shoot.beauty':
    'ビューティー: {{attacker}} は {{target}} を攻撃する前に d20 + 意志 で {{score}} 以上を出さねばならない。攻撃できる確率 {{p}}。下の確率はこれを含む (FG-8.2, FG-8.5)',
  'shoot.intoCombat': '戦闘中: ダイスで当たるモデルを決める (FG-6.5)',
  'shoot.chance': '狙われる確率 {{chance}}',
  'shoot.rolls': 'd20{{shooter}} 対 d20{{target}}、同値は外れ (FG-6.3)',
  'shoot.noModifiers': '修正なし (FG-6.4)',
  'shoot.odds': '命中 {{hit}} · 期待ダメージ {{damage}} · 撃破 {{kill}} (FG-12)',
  'shoot.confirm': '射撃する',
  'shoot.cancel': 'キャンセル',
  'shoot.mod.intervening': '間にある地形 ×{{count}}',
  'shoot.mod.lightCover-terrain': '軽い遮蔽',
  'shoot.mod.lightCover-model': '{{by}} の陰で軽い遮蔽',
  'shoot.mod.heavyCover-terrain': '重い遮蔽',
  'shoot.mod.heavyCover-model': '{{by}} の陰で重い遮蔽',
  'shoot.mod.hasty': '急ぎの射撃',
  'shoot.mod.large': '大型の目標',
  'shoot.mod.carrying': '宝物を運搬中',
  'shoot.mod.woundedShooter': '射手が負傷',
  'shoot.mod.woundedTarget': '目標が負傷',
  'shoot.mod.glow': '目標にグロウ',
  'shoot.mod.storm': 'コール・ストーム (弓とクロスボウ)',
  'shoot.side.shooter': '射手の出目に',
  'shoot.side.target': '目標の出目に',
}

/** The rules reference for shooting (FG-6), by rule ID. */
export const SHOOT_RULES_JA: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-6.1': {
    title: '射撃',
    text: '弓かクロスボウを持つモデルは、行動ごとに1回、アクションとして 24" 以内 (ベースの端から端) の敵を射撃できる。戦闘中は射撃できない。クロスボウはその後、装填が必要: 装填は移動の代わりにできるアクション。',
  },
  'FG-6.2': {
    title: '視線',
    text: '射撃の前に射程と視線を確認する。完全に隠れていなければ見える。「射撃」を押すと、射程内で見える目標が卓上で丸く示される。',
  },
  'FG-6.3': {
    title: '射撃のロール',
    text: '射手は d20 + 射撃、目標は d20 + 戦闘、それぞれ修正つきで振る。射手の合計が上回れば命中 (同値は外れ)、合計 (クロスボウ +2) − 装甲 のダメージ。出目 20 は必ず命中し、ダメージは倍。',
  },
  'FG-6.4': {
    title: '射撃の修正',
    text: '目標の出目に加える: 間にある地形 1つごとに +1、軽い遮蔽 +2 (地形か接しているモデルに半分まで隠れる)、重い遮蔽 +4 (半分より多く隠れる)、急ぎの射撃 +1 (射手が先に移動した)、大型の目標 −2。射手に接している地形は数えない。パネルがロールの前にすべて示す。',
  },
  'FG-6.5': {
    title: '戦闘への射撃',
    text: '戦闘中のモデルへの射撃は、その戦闘のモデルのうちダイスで選ばれた1体に向かう (味方のこともある)。その後は通常どおり解決する。',
  },
}
