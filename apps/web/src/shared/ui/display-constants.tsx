import { DISPLAY_CONSTANTS } from '@kavach/domain';

/** spec 1 §2 / spec 3 §2.10: the fixed texts every plan card and plan detail shows (display constants, not data). */
export function DisplayConstants() {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 text-xs text-slate-700 sm:grid-cols-4">
      <li className="rounded-lg bg-slate-50 px-2 py-1.5">
        {DISPLAY_CONSTANTS.NO_CLAIM_BONUS_TITLE}{' '}
        <span className="font-semibold">{DISPLAY_CONSTANTS.NO_CLAIM_BONUS}</span>
      </li>
      <li className="rounded-lg bg-slate-50 px-2 py-1.5">{DISPLAY_CONSTANTS.CASHLESS_HOSPITALS}</li>
      <li className="rounded-lg bg-slate-50 px-2 py-1.5">{DISPLAY_CONSTANTS.ROOM_RENT}</li>
      <li className="rounded-lg bg-slate-50 px-2 py-1.5">{DISPLAY_CONSTANTS.CLAIM_SETTLED}</li>
    </ul>
  );
}
