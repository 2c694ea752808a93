import { describe, expect, it } from 'vitest';
import { inputShapeProblem, jsonShapeProblem, MAX_INPUT_DEPTH } from './bodyShape.ts';

describe('jsonShapeProblem', () => {
  it('lets through JSON as deep as the limit, and refuses one level more', () => {
    const atLimit = `${'['.repeat(MAX_INPUT_DEPTH)}${']'.repeat(MAX_INPUT_DEPTH)}`;
    expect(jsonShapeProblem(atLimit)).toBeUndefined();
    expect(jsonShapeProblem(`[${atLimit}]`)?.reason).toBe('depth');
    expect(jsonShapeProblem(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`)?.reason).toBe(
      'depth',
    );
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonShapeProblem(JSON.stringify({ text: '['.repeat(1_000), q: '"[[[' }))).toBe(
      undefined,
    );
  });

  it('counts values', () => {
    expect(jsonShapeProblem('[1,2,3]', 32, 4)).toBeUndefined();
    expect(jsonShapeProblem('[1,2,3,4]', 32, 4)?.reason).toBe('nodes');
  });
});

describe('inputShapeProblem', () => {
  it('measures parsed input without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(inputShapeProblem(deep)?.reason).toBe('depth');
    expect(inputShapeProblem({ a: ['1', '2'], b: 'c' })).toBeUndefined();
    expect(inputShapeProblem({ a: Array(10).fill('1') }, 32, 10)?.reason).toBe('nodes');
    expect(inputShapeProblem(Buffer.alloc(100_000), 32, 10)).toBeUndefined();
  });
});
