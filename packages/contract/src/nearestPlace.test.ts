import { describe, expect, it } from 'vitest';
import { distanceKm, nearestPlace } from './nearestPlace.ts';

const jinan = { name: 'Jinan', latitude: 36.6512, longitude: 117.1201 };
const qingdao = { name: 'Qingdao', latitude: 36.0671, longitude: 120.3826 };
const yantai = { name: 'Yantai', latitude: 37.4638, longitude: 121.4479 };
const noPlace = { name: 'Cities', latitude: null, longitude: null };

describe('nearestPlace', () => {
  it('measures Jinan to Qingdao at about 300 km', () => {
    expect(distanceKm(jinan, qingdao)).toBeGreaterThan(290);
    expect(distanceKm(jinan, qingdao)).toBeLessThan(310);
    expect(distanceKm(jinan, jinan)).toBe(0);
  });
  it('picks the closest city and skips entries without coordinates', () => {
    const laoshan = { latitude: 36.19, longitude: 120.62 };
    expect(nearestPlace([noPlace, jinan, qingdao, yantai], laoshan)?.name).toBe('Qingdao');
    const penglai = { latitude: 37.81, longitude: 120.76 };
    expect(nearestPlace([jinan, qingdao, yantai], penglai)?.name).toBe('Yantai');
  });
  it('has no answer when no place has coordinates', () => {
    expect(nearestPlace([noPlace], { latitude: 36, longitude: 117 })).toBeUndefined();
  });
});
