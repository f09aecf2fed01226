/** Vehicles' words in Japanese (DX-6.1), with the seed's and the rule book's terms. */
import type { VehicleTable } from './en'

export const VEHICLE_JA: VehicleTable = {
  'vehicle.vehicles': 'ヴィークル',
  'vehicle.name': 'ヴィークル名',
  'vehicle.drive': '運転:',
  'vehicle.attack': '攻撃力',
  'vehicle.armour': '装甲値',
  'vehicle.initiative': '行動値',
  'vehicle.move': '全力移動（m）',
  'vehicle.add': 'ヴィークルを追加',
  'vehicle.pick': '{{name}}が搭乗するヴィークル',
  'vehicle.board': '搭乗',
  'vehicle.leave': '{{vehicle}}から降りる',
  'vehicle.minor.board': 'ヴィークルに搭乗',
  'vehicle.minor.leave': 'ヴィークルから降りる',
  'vehicle.aboard': '{{vehicle}}に搭乗中：装甲値+{{armour}}、行動値{{initiative}}、全力移動{{move}}m',
  'vehicle.ramWeapon': '武器：搭乗中の{{vehicle}}（攻撃力{{attack}}）',
  'combat.normal.vehicle': '搭乗突撃攻撃',
  'library.vehicle': 'ライブラリのヴィークル',
  'library.newVehicle': '新しいヴィークル',
  'library.noVehicles': 'ライブラリにヴィークルはまだありません。',
  'library.vehicleDetail':
    '運転:{{drive}}・攻撃力{{attack}}・装甲値{{armour}}・行動値{{initiative}}・{{move}}m',
  'events.double-cross/vehicleBoarded': '{{name}}がヴィークル「{{vehicle}}」に搭乗',
  'events.double-cross/vehicleBoardedMinor':
    '{{name}}がヴィークル「{{vehicle}}」に搭乗（マイナーアクション）',
  'events.double-cross/vehicleLeft': '{{name}}がヴィークル「{{vehicle}}」から降りる',
  'events.double-cross/vehicleLeftMinor':
    '{{name}}がヴィークル「{{vehicle}}」から降りる（マイナーアクション）',
  'events.double-cross/libraryVehicleAdded': 'ライブラリ：ヴィークル「{{name}}」を追加',
  'events.double-cross/libraryVehicleEdited': 'ライブラリ：ヴィークル「{{name}}」を編集',
  'events.double-cross/libraryVehicleDuplicated': 'ライブラリ：ヴィークル「{{name}}」を複製',
  'events.double-cross/libraryVehicleRemoved': 'ライブラリ：ヴィークル「{{name}}」を削除',
  'events.double-cross/libraryVehicleTaken': '{{name}}がライブラリからヴィークル「{{entry}}」を取得',
  'errors.ramWeapon': '搭乗突撃攻撃は搭乗しているヴィークルを唯一の武器として使います（DX-6.1）',
  'errors.notBoarded': '{{name}}はヴィークルに搭乗していません（DX-6.1）',
  'errors.noVehicle': '{{name}}はヴィークル{{id}}を持っていません',
  'errors.alreadyBoarded': '{{name}}はすでに{{vehicle}}に搭乗しています（DX-6.1）',
  'errors.libraryFull-vehicle': 'ライブラリのヴィークルは{{count}}個までです（DX-7）',
  'errors.sheetFull-vehicle': '{{name}}はすでにヴィークルを{{count}}個持っています',
  'errors.libraryFile-badVehicle':
    'このライブラリファイルのヴィークル{{vehicle}}は正しくありません：{{field}}：{{detail}}。',
}
