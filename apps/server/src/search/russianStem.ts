/**
 * A Russian stemmer after the Snowball algorithm: it strips inflectional endings inside the
 * word's RV region (after its first vowel) so that "фестиваль", "фестиваля" and "фестивалем"
 * share one stem. Derivational suffixes are left alone, as Snowball's step 4 leaves most.
 */
const VOWELS = /[аеиоуыэюя]/;

const PERFECTIVE_GERUND_1 = ['вшись', 'вши', 'в']; // after а or я
const PERFECTIVE_GERUND_2 = ['ывшись', 'ившись', 'ывши', 'ивши', 'ыв', 'ив'];
const ADJECTIVE = [
  'ими',
  'ыми',
  'его',
  'ого',
  'ему',
  'ому',
  'ее',
  'ие',
  'ые',
  'ое',
  'ей',
  'ий',
  'ый',
  'ой',
  'ем',
  'им',
  'ым',
  'ом',
  'их',
  'ых',
  'ую',
  'юю',
  'ая',
  'яя',
  'ою',
  'ею',
];
const PARTICIPLE_1 = ['ем', 'нн', 'вш', 'ющ', 'щ']; // after а or я
const PARTICIPLE_2 = ['ивш', 'ывш', 'ующ'];
const REFLEXIVE = ['ся', 'сь'];
const VERB_1 = [
  'ла',
  'на',
  'ете',
  'йте',
  'ли',
  'й',
  'л',
  'ем',
  'н',
  'ло',
  'но',
  'ет',
  'ют',
  'ны',
  'ть',
  'ешь',
  'нно',
]; // after а or я
const VERB_2 = [
  'ила',
  'ыла',
  'ена',
  'ейте',
  'уйте',
  'ите',
  'или',
  'ыли',
  'ей',
  'уй',
  'ил',
  'ыл',
  'им',
  'ым',
  'ен',
  'ило',
  'ыло',
  'ено',
  'ят',
  'ует',
  'уют',
  'ит',
  'ыт',
  'ены',
  'ить',
  'ыть',
  'ишь',
  'ую',
  'ю',
];
const NOUN = [
  'иями',
  'ями',
  'ами',
  'ией',
  'иям',
  'ием',
  'иях',
  'ев',
  'ов',
  'ие',
  'ье',
  'еи',
  'ии',
  'ей',
  'ой',
  'ий',
  'ям',
  'ем',
  'ам',
  'ом',
  'ах',
  'ях',
  'ию',
  'ью',
  'ия',
  'ья',
  'а',
  'е',
  'и',
  'й',
  'о',
  'у',
  'ы',
  'ь',
  'ю',
  'я',
];
const SUPERLATIVE = ['ейше', 'ейш'];

const byLength = (list: string[]): string[] => [...list].sort((a, b) => b.length - a.length);
const SORTED = {
  pg1: byLength(PERFECTIVE_GERUND_1),
  pg2: byLength(PERFECTIVE_GERUND_2),
  adj: byLength(ADJECTIVE),
  part1: byLength(PARTICIPLE_1),
  part2: byLength(PARTICIPLE_2),
  refl: byLength(REFLEXIVE),
  verb1: byLength(VERB_1),
  verb2: byLength(VERB_2),
  noun: byLength(NOUN),
  sup: byLength(SUPERLATIVE),
};

/** Removes the longest ending of `list` from `rv`; group-1 endings need а or я before them. */
function strip(rv: string, list: string[], afterAOrYa = false): string | undefined {
  for (const ending of list) {
    if (!rv.endsWith(ending)) continue;
    const rest = rv.slice(0, rv.length - ending.length);
    if (afterAOrYa && !/[ая]$/.test(rest)) continue;
    return rest;
  }
  return undefined;
}

function stripAny(rv: string, one: string[], two: string[]): string | undefined {
  return strip(rv, one, true) ?? strip(rv, two);
}

export function russianStem(word: string): string {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  const firstVowel = w.search(VOWELS);
  if (firstVowel < 0) return w;
  const head = w.slice(0, firstVowel + 1);
  let rv = w.slice(firstVowel + 1);

  // Step 1: a perfective gerund, or else (reflexive, then) adjectival, verb or noun ending.
  const gerund = stripAny(rv, SORTED.pg1, SORTED.pg2);
  if (gerund !== undefined) {
    rv = gerund;
  } else {
    rv = strip(rv, SORTED.refl) ?? rv;
    const adjective = strip(rv, SORTED.adj);
    if (adjective !== undefined) {
      rv = stripAny(adjective, SORTED.part1, SORTED.part2) ?? adjective;
    } else {
      rv = stripAny(rv, SORTED.verb1, SORTED.verb2) ?? strip(rv, SORTED.noun) ?? rv;
    }
  }
  // Step 2: a final и.
  if (rv.endsWith('и')) rv = rv.slice(0, -1);
  // Step 4: нн to н, a superlative, or a soft sign.
  const superlative = strip(rv, SORTED.sup);
  if (superlative !== undefined) rv = superlative;
  if (rv.endsWith('нн')) rv = rv.slice(0, -1);
  else if (rv.endsWith('ь')) rv = rv.slice(0, -1);
  return head + rv;
}
