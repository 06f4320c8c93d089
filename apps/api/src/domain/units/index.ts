export { listMyUnits, type MyUnitItem, type MyUnitsPage, type ListMyUnitsOptions } from './list-my-units.ts';
