import { describe, expect, it } from 'vitest';
import { renditionsFor } from './renditions.ts';

describe('the HLS ladder', () => {
  it('caps the top rung at 720p and halves it for the second', () => {
    expect(renditionsFor(1080).map((r) => r.height)).toEqual([720, 360]);
    expect(renditionsFor(360).map((r) => r.height)).toEqual([360, 180]);
  });

  it('keeps heights even (H.264 wants it) and never above the source', () => {
    const [top, low] = renditionsFor(181);
    expect(top.height).toBe(180);
    expect(low.height % 2).toBe(0);
    expect(top.videoKbps).toBeGreaterThan(low.videoKbps);
  });
});
