import { LOCAL_STORAGE_KEYS } from '@kavach/domain/storage-keys';
import { parseTwoWheelerVehicleData, type TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { localStore } from '../../../shared/lib/storage.ts';

const KEY = LOCAL_STORAGE_KEYS.TWO_WHEELER_VEHICLE_DATA;

/** spec 3 §3.17: the bike as last entered, or null when there is none or it is not in shape. */
export function readStoredVehicle(): TwoWheelerVehicleData | null {
  return parseTwoWheelerVehicleData(localStore.getJson(KEY));
}

export function storeVehicle(vehicle: TwoWheelerVehicleData): void {
  localStore.setJson(KEY, vehicle);
}
