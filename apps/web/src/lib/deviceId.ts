const DEVICE_ID_KEY = 'deviceId';

/** A stable random id for this browser, kept locally (docs/api.md: the deviceId header). */
export function deviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}
