import type { TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { useQuery } from '@tanstack/react-query';
import { getBikeQuotes, type BikeQuoteSource } from '../lib/bike-quotes.ts';

/** The plans for one bike from the quote source (the illustrative list today, spec 3 §2.12). */
export function useBikeQuotes(vehicle: TwoWheelerVehicleData | null, source: BikeQuoteSource = getBikeQuotes) {
  return useQuery({
    queryKey: ['bike-quotes', vehicle],
    queryFn: () => (vehicle ? source(vehicle) : Promise.resolve([])),
    enabled: vehicle !== null,
    staleTime: Infinity,
  });
}
