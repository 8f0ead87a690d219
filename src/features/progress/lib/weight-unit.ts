// The unit the client reads weights in (spec §5: Kg or Lb), kept on the device: readings show in it whatever
// unit each was entered in, and the forms start in it.
import { proxy, useSnapshot } from 'valtio';
import { isWeightUnit, type WeightUnit } from '../../../domain/progress/weight.ts';

const STORAGE_KEY = 'carebook.weightUnit';

function readStored(): WeightUnit {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isWeightUnit(stored) ? stored : 'Kg';
  } catch {
    return 'Kg';
  }
}

const state = proxy<{ unit: WeightUnit | null }>({ unit: null });

export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  const snapshot = useSnapshot(state);
  if (snapshot.unit === null) state.unit = readStored();
  return [snapshot.unit ?? readStored(), setWeightUnit];
}

export function setWeightUnit(unit: WeightUnit): void {
  state.unit = unit;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, unit);
  } catch {
    // Private mode or storage full: the choice lasts for this page.
  }
}
