/** Стрельба (FG-6) и шансы (FG-12): журнал, причины отказа и панель выстрела. */
import type { RuleEntry } from '../../../../app/system-ui'
const ROLLS =
  '{{model}} выбрасывает {{shooterRoll}}{{shooterMod}} = {{shooterTotal}}, {{target}} выбрасывает {{targetRoll}}{{targetMod}} = {{targetTotal}}'
const SUM = '{{shooterTotal}}{{bonus}} − Броня {{armour}}'

export const SHOOT_RU: Record<string, string> = {
  'events.frostgrave/shot-bow': '{{model}} стреляет из лука в {{target}} ({{distance}}, в прямой видимости).',
  'events.frostgrave/shot-crossbow':
    '{{model}} стреляет из арбалета в {{target}} ({{distance}}, в прямой видимости).',
  'events.frostgrave/shotIntoCombat':
    '{{declared}} в бою: на d{{sides}} выпало {{face}}, выстрел летит в {{target}}.',
  'events.frostgrave/shotModifier-intervening':
    'Местность на пути ({{count}}): {{value}} к броску {{target}}.',
  'events.frostgrave/shotModifier-lightCover-terrain': '{{target}} в лёгком укрытии: {{value}} к броску.',
  'events.frostgrave/shotModifier-lightCover-model':
    '{{target}} в лёгком укрытии за {{by}}: {{value}} к броску.',
  'events.frostgrave/shotModifier-heavyCover-terrain': '{{target}} в тяжёлом укрытии: {{value}} к броску.',
  'events.frostgrave/shotModifier-heavyCover-model':
    '{{target}} в тяжёлом укрытии за {{by}}: {{value}} к броску.',
  'events.frostgrave/shotModifier-hasty':
    'Поспешный выстрел ({{model}} сначала двигался): {{value}} к броску {{target}}.',
  'events.frostgrave/shotModifier-large': '{{target}} — крупная цель: {{value}} к броску.',
  'events.frostgrave/shotModifier-carrying': '{{target}} несёт сокровище: {{value}} к броску Боя.',
  'events.frostgrave/shotModifier-woundedShooter': 'Рана ({{model}}): {{value}} к броску.',
  'events.frostgrave/shotModifier-woundedTarget': 'Рана у цели ({{target}}): {{value}} к броску.',
  'events.frostgrave/shotModifier-glow': '{{target}} под «Сиянием»: {{value}} к броску.',
  'events.frostgrave/shotModifier-storm': '«Призыв бури»: {{value}} к броску {{model}}.',
  'events.frostgrave/shotMissed': `${ROLLS}: промах.`,
  'events.frostgrave/shotHit': `${ROLLS}: попадание, ${SUM} = {{damage}} урона.`,
  'events.frostgrave/shotHit-noDamage': `${ROLLS}: попадание, но ${SUM} не наносит урона.`,
  'events.frostgrave/shotHit-critical': `${ROLLS}: выпало 20, критическое попадание: ${SUM} = {{base}}, вдвое — {{damage}} урона.`,
  'events.frostgrave/shotHit-critical-noDamage': `${ROLLS}: выпало 20, критическое попадание, но ${SUM} не наносит урона.`,
  'events.frostgrave/reloaded': '{{model}} перезаряжает арбалет.',
  'errors.shootOutsidePlay': 'Стрелять можно только во время игры (FG-6.1)',
  'errors.noRangedWeapon': '{{model}}: нет ни лука, ни арбалета (FG-6.1)',
  'errors.crossbowUnloaded': 'Арбалет {{model}} сначала нужно перезарядить (FG-6.1)',
  'errors.alreadyShot': '{{model}} уже стрелял в эту активацию (FG-6.1)',
  'errors.shootInCombat': '{{model}} в бою и не может стрелять (FG-6.1)',
  'errors.shotTarget': 'Стреляйте во вражескую модель на столе (FG-6.2)',
  'errors.outOfRange': 'Цель {{target}} в {{distance}}: вне дальности ({{range}}) (FG-6.1)',
  'errors.noLineOfSight': '{{model}} не видит {{target}} (FG-6.2)',
  'errors.noCrossbow': '{{model}}: нет арбалета (FG-6.1)',
  'errors.crossbowLoaded': 'Арбалет {{model}} уже заряжен (FG-6.1)',
  'shoot.shoot': 'Стрелять',
  'shoot.reload': 'Перезарядить арбалет (FG-6.1)',
  'shoot.aim': 'Щёлкните по выделенной цели: в пределах дальности и видимости (FG-6.1, FG-6.2)',
  'shoot.noTargets': 'Нет врагов в пределах дальности и видимости (FG-6.1, FG-6.2)',
  'shoot.reloadFirst': 'Арбалет не заряжен: сначала перезарядите (FG-6.1)',
  'shoot.title-bow': '{{model}} стреляет из лука',
  'shoot.title-crossbow': '{{model}} стреляет из арбалета',
  'shoot.distance': '{{target}}, расстояние {{distance}}',
  'shoot.beauty':
    'Красота: чтобы атаковать {{target}}, {{attacker}} сначала бросает d20 + Воля на {{score}}+: атака состоится с шансом {{p}}; шансы ниже это учитывают (FG-8.2, FG-8.5)',
  'shoot.intoCombat': 'Стрельба в бой: кубик выбирает, в кого попадёт выстрел (FG-6.5)',
  'shoot.chance': 'шанс стать целью {{chance}}',
  'shoot.rolls': 'd20{{shooter}} против d20{{target}}, ничья — промах (FG-6.3)',
  'shoot.noModifiers': 'Модификаторов нет (FG-6.4)',
  'shoot.odds': 'Попадание {{hit}} · ожидаемый урон {{damage}} · убийство {{kill}} (FG-12)',
  'shoot.confirm': 'Выстрелить',
  'shoot.cancel': 'Отмена',
  'shoot.mod.intervening': 'Местность на пути ×{{count}}',
  'shoot.mod.lightCover-terrain': 'Лёгкое укрытие',
  'shoot.mod.lightCover-model': 'Лёгкое укрытие за {{by}}',
  'shoot.mod.heavyCover-terrain': 'Тяжёлое укрытие',
  'shoot.mod.heavyCover-model': 'Тяжёлое укрытие за {{by}}',
  'shoot.mod.hasty': 'Поспешный выстрел',
  'shoot.mod.large': 'Крупная цель',
  'shoot.mod.carrying': 'Несёт сокровище',
  'shoot.mod.woundedShooter': 'Стрелок ранен',
  'shoot.mod.woundedTarget': 'Цель ранена',
  'shoot.mod.glow': '«Сияние» на цели',
  'shoot.mod.storm': '«Призыв бури» (луки и арбалеты)',
  'shoot.side.shooter': 'к броску стрелка',
  'shoot.side.target': 'к броску цели',
}

/** The rules reference for shooting (FG-6), by rule ID. */
export const SHOOT_RULES_RU: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-6.1': {
    title: 'Стрельба',
    text: 'Модель с луком или арбалетом может выстрелить раз за активацию, действием, во врага в пределах 24" (от края подставки до края), но не в бою. Арбалет затем нужно перезарядить: это действие может заменить обязательное движение.',
  },
  'FG-6.2': {
    title: 'Линия видимости',
    text: 'Перед выстрелом проверьте дальность и видимость: цель видна, если не скрыта полностью. Нажмите «Стрелять» — цели в пределах дальности и видимости обводятся на столе.',
  },
  'FG-6.3': {
    title: 'Выстрел',
    text: 'Стрелок бросает d20 + Стрельба, цель — d20 + Бой, каждый со своими модификаторами. Если сумма стрелка больше — попадание (ничья — промах), урон = сумма (арбалет +2) − Броня. Выпавшее 20 попадает всегда и удваивает урон.',
  },
  'FG-6.4': {
    title: 'Модификаторы стрельбы',
    text: 'К броску цели: местность на пути +1 за каждый элемент; лёгкое укрытие +2 (скрыта до половины местностью или моделью, которой касается); тяжёлое укрытие +4 (скрыта больше чем наполовину); поспешный выстрел +1 (стрелок сначала двигался); крупная цель −2. Местность, которой касается стрелок, не считается. Панель показывает каждый модификатор до броска.',
  },
  'FG-6.5': {
    title: 'Стрельба в бой',
    text: 'Выстрел в модель, которая в бою, летит в одну из моделей этого боя, выбранную кубиком (это может быть союзник); дальше выстрел разрешается как обычно.',
  },
}
