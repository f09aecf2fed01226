/** Vehicles' words in Russian (DX-6.1). */
import type { VehicleTable } from './en'

export const VEHICLE_RU: VehicleTable = {
  'vehicle.vehicles': 'Транспорт',
  'vehicle.name': 'Транспорт',
  'vehicle.drive': 'Вождение:',
  'vehicle.attack': 'Атака',
  'vehicle.armour': 'Значение брони',
  'vehicle.initiative': 'Значение действия',
  'vehicle.move': 'Полное перемещение (м)',
  'vehicle.add': 'Добавить транспорт',
  'vehicle.pick': 'Транспорт, в который садится {{name}}',
  'vehicle.board': 'Сесть',
  'vehicle.leave': 'Покинуть {{vehicle}}',
  'vehicle.minor.board': 'посадка в транспорт',
  'vehicle.minor.leave': 'высадка из транспорта',
  'vehicle.aboard':
    'В транспорте {{vehicle}}: броня +{{armour}}, значение действия {{initiative}}, полное перемещение {{move}} м',
  'vehicle.ramWeapon': 'Оружие: {{vehicle}}, транспорт, в котором персонаж (атака {{attack}})',
  'combat.normal.vehicle': 'Таран транспортом',
  'library.vehicle': 'Транспорт библиотеки',
  'library.newVehicle': 'Новый транспорт',
  'library.noVehicles': 'В библиотеке пока нет транспорта.',
  'library.vehicleDetail':
    'Вождение: {{drive}} · атака {{attack}} · броня {{armour}} · значение действия {{initiative}} · {{move}} м',
  'events.double-cross/vehicleBoarded': '{{name}} садится в транспорт «{{vehicle}}»',
  'events.double-cross/vehicleBoardedMinor': '{{name}} садится в транспорт «{{vehicle}}» (Малое действие)',
  'events.double-cross/vehicleLeft': '{{name}} покидает транспорт «{{vehicle}}»',
  'events.double-cross/vehicleLeftMinor': '{{name}} покидает транспорт «{{vehicle}}» (Малое действие)',
  'events.double-cross/libraryVehicleAdded': 'Библиотека: транспорт «{{name}}» добавлен',
  'events.double-cross/libraryVehicleEdited': 'Библиотека: транспорт «{{name}}» изменён',
  'events.double-cross/libraryVehicleDuplicated': 'Библиотека: транспорт «{{name}}» скопирован',
  'events.double-cross/libraryVehicleRemoved': 'Библиотека: транспорт «{{name}}» удалён',
  'events.double-cross/libraryVehicleTaken': '{{name}} берёт из библиотеки транспорт «{{entry}}»',
  'errors.ramWeapon':
    'таран транспортом использует транспорт, в котором персонаж, как единственное оружие (DX-6.1)',
  'errors.notBoarded': '{{name}} не в транспорте (DX-6.1)',
  'errors.noVehicle': '{{name}}: нет транспорта {{id}}',
  'errors.alreadyBoarded': '{{name}} уже в транспорте {{vehicle}} (DX-6.1)',
  'errors.libraryFull-vehicle': 'в библиотеке не больше {{count}} единиц транспорта (DX-7)',
  'errors.sheetFull-vehicle': '{{name}}: единиц транспорта уже {{count}}, больше нельзя',
  'errors.libraryFile-badVehicle':
    'Транспорт {{vehicle}} в этом файле библиотеки неверен: {{field}}: {{detail}}.',
}
