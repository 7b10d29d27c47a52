/**
 * The English adjectives and adverbs compared irregularly (no open dictionary on npm lists them):
 * positive → [comparative, superlative]. Slovo's own short list, credited as
 * dictionary:slovo-comparisons@1; two accepted forms are written "farther, further".
 */
export const IRREGULAR_COMPARISONS: Readonly<Record<string, readonly [comparative: string, superlative: string]>> = {
  good: ['better', 'best'],
  well: ['better', 'best'],
  bad: ['worse', 'worst'],
  badly: ['worse', 'worst'],
  ill: ['worse', 'worst'],
  far: ['farther, further', 'farthest, furthest'],
  little: ['less', 'least'],
  many: ['more', 'most'],
  much: ['more', 'most'],
};
