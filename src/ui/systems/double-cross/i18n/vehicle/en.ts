/**
 * Vehicles' words in English (DX-6.1): the vehicle fields of the sheet and the library, boarding, the
 * vehicle ram of the attack form, their log lines and refusals. Japanese terms follow the strict-procedure
 * seed and the rule book: ヴィークル, 搭乗, 搭乗突撃攻撃, 運転.
 */

/** Every key of the vehicles' words. */
export type VehicleTable = Readonly<Record<VehicleKey, string>>
export type VehicleKey = keyof typeof VEHICLE_EN_TABLE

const VEHICLE_EN_TABLE = {
  'vehicle.vehicles': 'Vehicles',
  'vehicle.name': 'Vehicle',
  'vehicle.drive': 'Ride:',
  'vehicle.attack': 'Attack',
  'vehicle.armour': 'Armour',
  'vehicle.initiative': 'Action value',
  'vehicle.move': 'Full move (m)',
  'vehicle.add': 'Add vehicle',
  'vehicle.pick': 'Vehicle for {{name}} to board',
  'vehicle.board': 'Board',
  'vehicle.leave': 'Leave {{vehicle}}',
  'vehicle.minor.board': 'boarding a vehicle',
  'vehicle.minor.leave': 'leaving a vehicle',
  'vehicle.aboard':
    'Aboard {{vehicle}}: armour +{{armour}}, action value {{initiative}}, full move {{move}} m',
  'vehicle.ramWeapon': 'Weapon: {{vehicle}}, the vehicle boarded (attack {{attack}})',
  'combat.normal.vehicle': 'Vehicle ram',
  'library.vehicle': 'Library vehicle',
  'library.newVehicle': 'New vehicle',
  'library.noVehicles': 'No vehicles in the library yet.',
  'library.vehicleDetail':
    'Ride: {{drive}} · attack {{attack}} · armour {{armour}} · action value {{initiative}} · {{move}} m',
  'events.double-cross/vehicleBoarded': '{{name}} boards the vehicle “{{vehicle}}”',
  'events.double-cross/vehicleBoardedMinor': '{{name}} boards the vehicle “{{vehicle}}” (Minor action)',
  'events.double-cross/vehicleLeft': '{{name}} leaves the vehicle “{{vehicle}}”',
  'events.double-cross/vehicleLeftMinor': '{{name}} leaves the vehicle “{{vehicle}}” (Minor action)',
  'events.double-cross/libraryVehicleAdded': 'Library: vehicle “{{name}}” added to the library',
  'events.double-cross/libraryVehicleEdited': 'Library: vehicle “{{name}}” edited in the library',
  'events.double-cross/libraryVehicleDuplicated': 'Library: vehicle “{{name}}” duplicated into the library',
  'events.double-cross/libraryVehicleRemoved': 'Library: vehicle “{{name}}” removed from the library',
  'events.double-cross/libraryVehicleTaken': '{{name}} takes the vehicle “{{entry}}” from the library',
  'errors.ramWeapon': 'the vehicle ram uses the boarded vehicle as its one weapon (DX-6.1)',
  'errors.notBoarded': '{{name}} is not aboard a vehicle (DX-6.1)',
  'errors.noVehicle': '{{name}} has no vehicle {{id}}',
  'errors.alreadyBoarded': '{{name}} is already aboard {{vehicle}} (DX-6.1)',
  'errors.libraryFull-vehicle': 'the library holds at most {{count}} vehicles (DX-7)',
  'errors.sheetFull-vehicle': '{{name}} already has {{count}} vehicles',
  'errors.libraryFile-badVehicle':
    "This library file's vehicle {{vehicle}} is not valid: {{field}}: {{detail}}.",
} as const

export const VEHICLE_EN: VehicleTable = VEHICLE_EN_TABLE
