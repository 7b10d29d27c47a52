import type { SeedTag } from './types';

/** Level tags: every seeded category carries exactly one of these. */
export const LEVEL_TAG_NAMES = ['beginner', 'intermediate', 'advanced'] as const;

export const SEED_TAGS: SeedTag[] = [
  { name: 'beginner', display_name: 'Beginner', description: 'First words for those just starting out.', color: '#22c55e', icon: '🌱' },
  { name: 'intermediate', display_name: 'Intermediate', description: 'Words for learners who know the basics.', color: '#f59e0b', icon: '🌿' },
  { name: 'advanced', display_name: 'Advanced', description: 'Richer vocabulary for confident learners.', color: '#ef4444', icon: '🌳' },
  { name: 'everyday', display_name: 'Everyday', description: 'Words you meet every day.', color: '#3b82f6', icon: '☀️' },
  { name: 'nature', display_name: 'Nature', description: 'Animals, plants, landscapes and weather.', color: '#16a34a', icon: '🌍' },
  { name: 'people', display_name: 'People', description: 'People, bodies, families and feelings.', color: '#ec4899', icon: '👥' },
  { name: 'grammar', display_name: 'Grammar', description: 'Core verbs and adjectives that build sentences.', color: '#8b5cf6', icon: '📝' },
  { name: 'travel', display_name: 'Travel', description: 'Getting around town and the world.', color: '#06b6d4', icon: '✈️' },
  { name: 'food', display_name: 'Food', description: 'Things to eat and drink.', color: '#f97316', icon: '🍎' },
  { name: 'home', display_name: 'Home', description: 'Rooms, furniture and things around the house.', color: '#a16207', icon: '🏠' },
  { name: 'work', display_name: 'Work', description: 'Jobs, professions and the workplace.', color: '#64748b', icon: '💼' },
  { name: 'education', display_name: 'Education', description: 'School, study and learning.', color: '#0ea5e9', icon: '🎓' },
  { name: 'leisure', display_name: 'Leisure', description: 'Sports, games and free time.', color: '#84cc16', icon: '⚽' },
  { name: 'technology', display_name: 'Technology', description: 'Computers, phones and the internet.', color: '#6366f1', icon: '💻' },
];
