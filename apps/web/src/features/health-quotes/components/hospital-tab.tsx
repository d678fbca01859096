import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { hospitalsQuery } from '../api/plans.ts';
import { NS } from '../i18n.ts';

const HospitalMap = lazy(() => import('./hospital-map.tsx'));

/**
 * docs/product/quotes.md §2 tab 4: the sample hospital list, searched by name (case-insensitive contains), beside a
 * map.
 */
export function HospitalTab() {
  const { t } = useTranslation(NS);
  const hospitals = useQuery(hospitalsQuery);
  const config = useClientConfig();
  const [search, setSearch] = useState('');
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const onUnavailable = useCallback(() => setMapUnavailable(true), []);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (hospitals.data?.hospitals ?? []).filter((h) => h.hospital_name.toLowerCase().includes(needle));
  }, [hospitals.data, search]);

  if (hospitals.isPending) return <LoadingDots label={t('hospitals.loading')} />;
  if (hospitals.isError) return <p className="text-sm text-red-700">{t('hospitals.failed')}</p>;
  const tileUrl = config.data?.map_tile_url ?? null;
  const showMap = tileUrl !== null && !mapUnavailable;

  return (
    <div className={`grid gap-4 ${showMap ? 'lg:grid-cols-2' : ''}`}>
      <div>
        <label htmlFor="hospital-search" className="text-sm font-medium text-slate-700">
          {t('hospitals.search')}
        </label>
        <input
          id="hospital-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('hospitals.placeholder')}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5"
        />
        <p className="mt-2 text-xs text-slate-500" aria-live="polite">
          {t('hospitals.count', { shown: shown.length, total: hospitals.data.hospitals.length })}
        </p>
        {/* It scrolls on its own: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
        <ul tabIndex={0} className="mt-2 max-h-96 space-y-2 overflow-y-auto" aria-label={t('hospitals.list')}>
          {shown.map((h) => (
            <li key={h.hospital_name} className="rounded-xl border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">{h.hospital_name}</p>
              <p className="text-sm text-slate-600">{h.full_address}</p>
            </li>
          ))}
          {shown.length === 0 && <li className="text-sm text-slate-600">{t('hospitals.noMatch', { search })}</li>}
        </ul>
      </div>
      {showMap && (
        <Suspense fallback={<LoadingDots label={t('hospitals.loadingMap')} />}>
          <HospitalMap hospitals={shown} tileUrl={tileUrl} onUnavailable={onUnavailable} />
        </Suspense>
      )}
      {tileUrl !== null && mapUnavailable && <p className="text-xs text-slate-500">{t('hospitals.mapFailed')}</p>}
    </div>
  );
}
