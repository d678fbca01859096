import type { THospitalsResponse } from '@kavach/domain';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';

type Hospital = THospitalsResponse['hospitals'][number];

/**
 * The hospitals on a Leaflet map (loaded only with this tab). Tiles come from the operator's MAP_TILE_URL;
 * if they cannot load (offline, blocked) the map reports it and the tab falls back to the list alone.
 */
export default function HospitalMap({
  hospitals,
  tileUrl,
  onUnavailable,
}: {
  hospitals: Hospital[];
  tileUrl: string;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation(NS);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { scrollWheelZoom: false });
    let failures = 0;
    L.tileLayer(tileUrl, { maxZoom: 18, attribution: '&copy; map tile contributors' })
      .on('tileerror', () => {
        failures += 1;
        if (failures === 3) onUnavailable();
      })
      .addTo(m);
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl, onUnavailable]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points = hospitals.map((h) => L.latLng(h.latitude, h.longitude));
    hospitals.forEach((h, i) => {
      const point = points[i];
      if (point)
        L.circleMarker(point, { radius: 8, color: '#0f766e', fillOpacity: 0.8 })
          .bindPopup(`${h.hospital_name}, ${h.city}`)
          .addTo(group);
    });
    if (points.length > 0) m.fitBounds(L.latLngBounds(points).pad(0.2), { maxZoom: 12 });
    else m.setView([20.6, 78.9], 4);
  }, [hospitals]);

  return (
    <div
      ref={container}
      className="h-72 w-full rounded-xl border border-slate-200 lg:h-full lg:min-h-96"
      role="region"
      aria-label={t('hospitals.map')}
    />
  );
}
