import { describe, expect, it } from 'vitest';
import { russianStem } from './russianStem.ts';

describe('russianStem', () => {
  it.each([
    ['фестиваль', 'фестиваля', 'фестивалем', 'фестивале'],
    ['город', 'города', 'городе', 'городов'],
    ['Циндао', 'Циндао'],
    ['яблоко', 'яблоки', 'яблок'],
    ['новый', 'новая', 'новые', 'новых', 'новому'],
    ['поезд', 'поезда', 'поездом'],
    ['ярмарка', 'ярмарки', 'ярмарке', 'ярмарку'],
  ])('gives the forms of %s one stem', (...forms) => {
    const stems = new Set(forms.map(russianStem));
    expect(stems.size).toBe(1);
  });

  it('keeps different words apart', () => {
    expect(russianStem('порт')).not.toBe(russianStem('парк'));
  });

  it('treats ё as е and ignores case', () => {
    expect(russianStem('Ёлка')).toBe(russianStem('елки'));
  });
});
