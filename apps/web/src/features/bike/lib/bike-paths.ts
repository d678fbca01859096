import { paths } from '../../../shared/config/paths.ts';

// spec 3 §2.1: /bike-insurance and /bike-insurance/{Page}; quote-list is the one page built.
export const BIKE_ENTRY_PATH = paths.bike;
export const BIKE_QUOTE_LIST_PAGE = 'quote-list';
export const BIKE_QUOTE_LIST_PATH = `${paths.bike}/${BIKE_QUOTE_LIST_PAGE}`;
