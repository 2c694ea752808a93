/** Bounds on the decoded size, checked from headers so a pixel flood is refused before anything decodes it. */
export interface PixelLimits {
  maxPixels: number;
  maxSide: number;
}

/** For re-reading bytes that were already inspected, where only the structure matters. */
export const NO_PIXEL_LIMITS: PixelLimits = { maxPixels: Infinity, maxSide: Infinity };

type StructureProblem = 'corrupt' | 'tooManyPixels';

export interface StructureFailure {
  ok: false;
  reason: StructureProblem;
}

export function failure(reason: StructureProblem): StructureFailure {
  return { ok: false, reason };
}

export function dimensionProblem(
  width: number,
  height: number,
  limits: PixelLimits,
): StructureProblem | undefined {
  if (width <= 0 || height <= 0) return 'corrupt';
  if (width > limits.maxSide || height > limits.maxSide) return 'tooManyPixels';
  if (width * height > limits.maxPixels) return 'tooManyPixels';
  return undefined;
}
