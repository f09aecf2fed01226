/** Japanese: issue #30 — リアクションのエフェクト(DX-6.6, DX-6.7)、オートアクション(DX-6.9, DX-6.13)、リザレクト、各プロセスのエフェクト。 */
import type { AutoTable } from './en'

export const AUTO_JA: AutoTable = {
  'reaction.effects': 'リアクションで使うエフェクト(チェック順に宣言)',
  'reaction.check': 'ドッジ {{check}}：回避成功率 {{chance}}',
  'reaction.none': 'リアクションのエフェクトなし',
  'reaction.guard': '{{weapon}}でガード：ガード値 {{guard}}(エフェクトの侵蝕値 +{{cost}})',
  'reaction.forbidden': '{{name}} — {{status}}：{{meaning}}',
  'form.effectGuard': 'ガード値+',
  'auto.anyTiming': 'いつでも使えるオートアクション(DX-6.3)',
  'auto.title': 'オートアクション — {{moment}}({{rule}})',
  'auto.moment.dealing-damage': '{{name}}にダメージを与える時',
  'auto.moment.taking-damage': '{{name}}がダメージを受ける時',
  'auto.moment.dealt-damage': '{{name}}にダメージを与えた時：{{damage}}点',
  'auto.moment.took-damage': '{{name}}がダメージを受けた時：{{damage}}点',
  'auto.moment.cleanup': 'HPが減少した時・戦闘不能になった時',
  'auto.dice': 'ダメージロール {{sum}}[{{faces}}]',
  'auto.mods': 'ここまでのダメージ増減：{{mods}}',
  'auto.use': '{{name}}：{{effect}}を使用',
  'auto.owner.gm': 'GM',
  'auto.owner.player': 'PL：{{player}}',
  'auto.owner.pc': 'PL',
  'auto.pass': '使用せずに進む',
  'auto.process': '{{process}}のエフェクト',
  'auto.resurrect': '戦闘不能：オートアクションで復活',
  'auto.resurrectHint':
    'HPを{{level}}D10点回復し、回復したHPと同じだけ侵蝕率が上昇(侵蝕率100%以上では使用不可)',
  'form.effectAutoTiming': 'オートアクションの使用タイミング',
  'form.autoTiming.none': '—(提示しない)',
  'form.autoTiming.any': 'いつでも',
  'form.autoTiming.dealing-damage': 'ダメージを与える時',
  'form.autoTiming.taking-damage': 'ダメージを受ける時',
  'form.autoTiming.dealt-damage': 'ダメージを与えた時',
  'form.autoTiming.took-damage': 'ダメージを受けた時',
  'form.autoTiming.hp-dropped': 'HPが減少した時',
  'form.autoTiming.incapacitated': '戦闘不能になった時',
  'form.effectDamage': 'ダメージ増減',
  'form.effectResurrect': 'リザレクト(HPをLvD10点回復)',
  'form.trigger.took-damage': 'ダメージを受けた時',
  'events.double-cross/autoOffered-dealing-damage':
    'オートアクション({{name}}にダメージを与える時)：{{offers}}',
  'events.double-cross/autoOffered-taking-damage':
    'オートアクション({{name}}がダメージを受ける時)：{{offers}}',
  'events.double-cross/autoOffered-dealt-damage':
    'オートアクション({{name}}にダメージを与えた時)：{{offers}}',
  'events.double-cross/autoOffered-took-damage': 'オートアクション({{name}}がダメージを受けた時)：{{offers}}',
  'events.double-cross/autoOffered-cleanup':
    'オートアクション(HPが減少した時・戦闘不能になった時)：{{offers}}',
  'events.double-cross/autoUsed': '{{name}}：{{effect}}を使用(オートアクション)',
  'events.double-cross/autoUsed-damage': '{{name}}：{{effect}}を使用 — ダメージ{{by}}',
  'events.double-cross/autoUsed-resurrect':
    '{{name}}：{{effect}} — {{dice}}D10 {{sum}}[{{faces}}]：HP{{hp}}で戦闘不能から回復 ＞ 侵蝕率 {{before}}% → {{after}}%',
  'events.double-cross/autoUsed-setup': '{{name}}：セットアッププロセスに{{effect}}を使用',
  'events.double-cross/autoUsed-initiative': '{{name}}：イニシアチブプロセスに{{effect}}を使用',
  'events.double-cross/autoUsed-cleanup': '{{name}}：クリンナッププロセスに{{effect}}を使用',
  'events.double-cross/damageDealt-modified':
    '{{name}}へのダメージ：{{dice}}D10 {{sum}}[{{faces}}] + 武器 {{weapon}} + コンボ {{combo}} − 装甲値 {{armour}} − ガード値 {{guard}}({{mods}}) = {{damage}} ＞ HP {{before}} → {{after}}',
  'errors.autoWindowOpen':
    'オートアクションの使用を確認中です：使用するか「使用せずに進む」を選んでください(DX-6.9, DX-6.13)',
  'errors.noAutoWindow': '今使えるオートアクションはありません(DX-6.9)',
  'errors.autoNotOffered': '{{name}}は今{{effect}}を使用できません({{rule}})',
  'errors.resurrectStanding':
    '{{name}}は戦闘不能ではありません：{{effect}}は戦闘不能からの回復にのみ使えます(DX-6.13)',
  'errors.resurrectLimit': '{{effect}}は侵蝕率{{rate}}%以上では使用できません(DX-6.13)',
}
