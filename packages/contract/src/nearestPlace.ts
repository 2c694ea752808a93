interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine: exact enough for "which city is closest"). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place closest to `here`, among those that have coordinates; undefined when none has. */
export function nearestPlace<T extends { latitude: number | null; longitude: number | null }>(
  places: readonly T[],
  here: Coordinates,
): T | undefined {
  let best: { place: T; km: number } | undefined;
  for (const place of places) {
    if (place.latitude === null || place.longitude === null) continue;
    const km = distanceKm(here, { latitude: place.latitude, longitude: place.longitude });
    if (!best || km < best.km) best = { place, km };
  }
  return best?.place;
}
