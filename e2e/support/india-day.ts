import { todayIso } from '@kavach/domain';

/** This year by the Indian calendar the site counts ages on (on 31 December after 18:30 UTC, already the next). */
export const indiaYear = () => Number(todayIso().slice(0, 4));
