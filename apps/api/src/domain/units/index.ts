export { listMyUnits, type MyUnitItem, type MyUnitsPage, type ListMyUnitsOptions } from './list-my-units.ts';
export { createUnit, reorderUnits, updateUnit } from './save-unit.ts';
